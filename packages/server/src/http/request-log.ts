import type { FastifyRequest } from 'fastify';

/**
 * A request's URL as the log may keep it: searches put patients' names and phones in query
 * strings, and download links carry a signed token, so the query is cut and the token hidden.
 */
export function loggableUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const withoutToken = path.replace(/\/files\/[^/]+/, '/files/:token');
  return query === undefined ? withoutToken : `${withoutToken}?…`;
}

/** Fastify's request line in the log, with the URL made loggable. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
}
