import { errorResponseSchema } from '@clinic/contracts';

/** What one status means to a client of the API; each answers `{detail}` (`ErrorResponse`). */
const ERROR_MEANINGS = {
  400: 'The body is not valid JSON or not a well-formed form',
  401: 'No live session: sign in (or, on a public route, the secret is wrong)',
  403: 'The account may not do this: its role, its activation, or two-factor sign-in to set up first',
  404: 'No such record',
  409: 'The record’s state does not allow this now',
  413: 'The body or a file is too large',
  415: 'The content type or a file’s type is refused',
  422: 'A value is invalid: `detail` lists each as `{loc, msg, type}`',
  429: 'Too many requests: try again after `Retry-After` seconds',
  507: 'The server’s files disk is nearly full',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** What the errors of a route follow from: its guard, what it reads, and what its service refuses. */
export interface RouteErrorSources {
  isPublic: boolean;
  readsPath: boolean;
  readsQuery: boolean;
  readsBody: boolean;
  readsUpload: boolean;
  /** Statuses the route's service answers besides these (`API_OPERATIONS`' `errors`). */
  more?: readonly ErrorStatus[];
}

/**
 * The 4xx a route can answer, derived once for every route: the guard refuses without a session
 * (401) or without the role, activation or two-factor set-up (403); a record read by its path may
 * not exist (404); whatever is read is validated (422); a body may be malformed (400) or too large
 * (413); an upload may be of a refused type (415), past the hourly allowance (429) or refused for
 * lack of disk (507).
 */
export function errorStatusesOf(route: RouteErrorSources): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.more);
  if (!route.isPublic) statuses.add(401).add(403);
  if (route.readsPath) statuses.add(404);
  if (route.readsPath || route.readsQuery || route.readsBody || route.readsUpload) statuses.add(422);
  if (route.readsBody || route.readsUpload) statuses.add(400).add(413);
  if (route.readsUpload) statuses.add(415).add(429).add(507);
  return [...statuses].sort((a, b) => a - b);
}

/** The OpenAPI responses of those statuses, each with its meaning and the `{detail}` body. */
export function errorResponsesOf(statuses: readonly ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: ERROR_MEANINGS[status], content: { 'application/json': { schema: errorResponseSchema } } },
    ]),
  );
}
