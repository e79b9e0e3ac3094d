import { vi } from 'vitest';
import { API_RESPONSES, SERVER_MESSAGES } from '@clinic/contracts';

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

const API_PREFIX = '/api/v1';

/** Each route of the contracts' table as a pattern over request paths, `:id` matching one segment. */
const ROUTE_PATTERNS = Object.entries(API_RESPONSES).map(([key, schema]) => {
  const [method, path = ''] = key.split(' ');
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.]/g, '\\.')));
  return { key, method, pattern: new RegExp(`^${API_PREFIX}${segments.join('/')}$`), schema };
});

/** The contracts' schema for a request's success answer; a fixed path wins over one with a parameter. */
function answerSchemaOf(request: RecordedRequest) {
  const matches = ROUTE_PATTERNS.filter((route) => route.method === request.method && route.pattern.test(request.path));
  return matches.sort((a, b) => a.key.split(':').length - b.key.split(':').length)[0];
}

/**
 * A mocked success answer in JSON must be one the server could give: parsed with the route's
 * response schema from the contracts, a mismatch is reported through console.error.
 */
async function checkAgainstContract(request: RecordedRequest, response: Response) {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return;
  const route = answerSchemaOf(request);
  if (!route) return;
  const checked = route.schema.safeParse(await response.clone().json());
  if (!checked.success) {
    const issues = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    console.error(`The mocked answer to ${request.method} ${request.path} is not a ${route.key} answer: ${issues}`);
  }
}

/**
 * Stubs `fetch` for web unit tests with answers keyed by 'METHOD /api/v1/path' (query excluded).
 * An unexpected request, or a JSON success answer the route's contract schema refuses, is
 * reported through console.error, which fails the test.
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
      return jsonResponse(404, { detail: SERVER_MESSAGES.routeNotFound });
    }
    const response = await (typeof handler === 'function' ? handler(request) : handler.clone());
    await checkAgainstContract(request, response);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The requests made to one endpoint, e.g. 'POST /api/v1/auth/login'. */
    requestsTo: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
