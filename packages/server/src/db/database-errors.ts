/** The SQLSTATE of a database refusal, looked up through the driver's and Drizzle's wrapping. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

/**
 * Text the database refused as it arrived: 22P02 (a lone surrogate's escape in `jsonb`, or text
 * where a number belongs), 22021 (a NUL in `text`), 22P05 (`\u0000` in `jsonb`).
 */
const TEXT_REFUSALS = new Set(['22P02', '22021', '22P05']);

export const isTextRefusal = (error: unknown) => TEXT_REFUSALS.has(sqlStateOf(error) ?? '');

/** The server is shutting down, crashed or starting (57P01–57P03), or has no connection left (53300). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** A connection that could not be made or was lost on the way. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres and PGlite throw, without a code, when their connection is gone or closed. */
const CONNECTION_LOST = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

function isUnavailableLink(link: object): boolean {
  const code = (link as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code))) {
    return true;
  }
  return link instanceof Error && CONNECTION_LOST.some((pattern) => pattern.test(link.message));
}

/**
 * Whether an error means the database cannot be reached: a connection exception (SQLSTATE class
 * 08), a server shutting down or starting, a refused or lost connection, a closed driver. Looked
 * up through Drizzle's and the driver's wrapping, and every attempt of a failed connect
 * (`AggregateError`, one per address tried).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 20; seen += 1) {
    const link = pending.pop();
    if (!link || typeof link !== 'object') continue;
    if (isUnavailableLink(link)) return true;
    pending.push((link as { cause?: unknown }).cause);
    if (link instanceof AggregateError) pending.push(...(link.errors as unknown[]));
  }
  return false;
}
