import type { FastifyRequest } from 'fastify';

/**
 * Paths whose last part is a secret: the signed download links (files, photos, consents, backups),
 * an appointment's answer link and its page. docs/deploy/nginx-clinic-portal.conf cuts the same.
 */
const TOKEN_IN_PATH = /(\/(?:files|photo-files\/[a-z]+|consent-files|backup-files|appointment-answers)|^\/a)\/[^/]+/;

/**
 * A request's URL as the log may keep it: searches put patients' names and phones in query
 * strings, and some paths carry a token, so the query is cut and the token hidden.
 */
export function loggableUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const withoutToken = path.replace(TOKEN_IN_PATH, '$1/:token');
  return query === undefined ? withoutToken : `${withoutToken}?…`;
}

/** Fastify's request line in the log, with the URL made loggable. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
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
