import type { FastifyRequest } from 'fastify';

/**
 * A path segment that may be a secret: long, and not a page's lowercase words (`password-management`).
 * Signed download links, answer links and reset tokens all have digits, capitals, dots or underscores.
 */
const TOKEN_LIKE_SEGMENT = /^(?![a-z-]+$)[^/]{16,}$/;

/**
 * A request's URL as the log may keep it, when no route's template names it: searches put
 * patients' names and phones in query strings, and links carry signed tokens in their path, so
 * the query is cut and every token-like segment hidden.
 */
export function loggableUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const withoutTokens = path
    .split('/')
    .map((segment) => (TOKEN_LIKE_SEGMENT.test(segment) ? ':token' : segment))
    .join('/');
  return query === undefined ? withoutTokens : `${withoutTokens}?…`;
}

/**
 * The route's template (`/api/v1/backup-files/:token`) when a route of its own answers the
 * request; the catch-all that serves the web app's files and pages names nothing.
 */
export function routeTemplate(request: FastifyRequest): string | undefined {
  const template = request.routeOptions.url;
  return template === undefined || template.endsWith('*') ? undefined : template;
}

/** A request's path as the log and the metrics keep it: the route's template, never its values. */
export function loggablePath(request: FastifyRequest): string {
  const template = routeTemplate(request);
  if (template === undefined) return loggableUrl(request.url);
  return request.url.includes('?') ? `${template}?…` : template;
}

/** Fastify's request line in the log, with the URL made loggable. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: loggablePath(request), remoteAddress: request.ip };
}

/** A PostgreSQL error code: five digits or capital letters. */
const SQLSTATE_PATTERN = /^[0-9A-Z]{5}$/;

/** The error classes of an error and its causes, outermost first. */
function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 5;) {
    chain.push(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

function className(value: unknown): string {
  if (value instanceof Error) return value.constructor.name || value.name;
  return typeof value;
}

/**
 * An error as the log may keep it: its class (and its causes' classes), the SQLSTATE when the
 * database refused a query, a Node or Fastify error code, and the stack's frames. Never the
 * message: a failed query's message carries its parameters (patient text, password hashes), and
 * other messages may quote what the client sent.
 */
export function errorForLog(error: unknown) {
  const chain = errorChain(error);
  const codes = chain
    .map((link) => (link as { code?: unknown } | null)?.code)
    .filter((code) => typeof code === 'string');
  const sqlState = codes.find((code) => SQLSTATE_PATTERN.test(code));
  const code = codes.find((candidate) => /^[A-Z][A-Z0-9_]{2,60}$/.test(candidate) && candidate !== sqlState);
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const statusCode = error instanceof Error ? (error as { statusCode?: unknown }).statusCode : undefined;
  const frames = stack
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .map((line) => line.trim());
  const type = chain.map(className).join(' < ');
  return {
    type,
    message: sqlState ? `database error ${sqlState}` : type,
    ...(sqlState ? { sqlState } : {}),
    ...(code ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: frames.join('\n'),
  };
}
