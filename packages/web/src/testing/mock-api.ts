import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Answer = Response | (() => Response | Promise<Response>);
export type Handler = Answer | ((request: RecordedRequest) => Response | Promise<Response>);

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Makes `fetch` fail as it does when the server cannot be reached. */
export const networkFailure = () => Promise.reject(new TypeError('Failed to fetch'));

function readBody(body: BodyInit | null | undefined): unknown {
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  if (typeof body === 'string') return JSON.parse(body);
  return body ?? undefined;
}

/**
 * Stubs `fetch` for web unit tests with answers keyed by 'METHOD /api/v1/path' (query excluded).
 * An unexpected request is reported through console.error, which fails the test.
 */
export type ApiHandlers = Record<string, Handler>;

export function mockApi(handlers: ApiHandlers) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: readBody(init.body),
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    if (!handler) {
      console.error(`Unexpected request ${request.method} ${request.path}`);
      return jsonResponse(404, { detail: 'Not Found' });
    }
    return typeof handler === 'function' ? handler(request) : handler.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The requests made to one endpoint, e.g. 'POST /api/v1/auth/login'. */
    requestsTo: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
