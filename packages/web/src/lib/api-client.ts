import { ApiError, NetworkError, parseErrorDetail } from './api-error.ts';
import { getToken, removeToken } from './token-storage.ts';
import { SESSION_ENDS_IN_HEADER, forgetSessionDeadline, noteSessionEndsIn } from './session-deadline.ts';

export const API_BASE_PATH = '/api/v1';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

type Body = { json: unknown } | { form: Record<string, string> };

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** False for a call that should simply fail on an ended session (signing out) instead of asking to sign in again. */
  signInAgain?: boolean;
}

const unauthorizedListeners = new Set<() => void>();

/** Called after any 401: the token is already gone; the app decides where to send the user. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/** Resolves once the user has signed in again over the open screen; rejects when they gave up. */
export type Reauthenticate = () => Promise<void>;
let reauthenticate: Reauthenticate | undefined;

/**
 * While a signed-in screen is open, a request refused for an ended session waits for this and is
 * then sent again, so the screen (and what was typed in it) stays. Without it, a 401 signs out.
 */
export function setReauthentication(handler: Reauthenticate): () => void {
  reauthenticate = handler;
  return () => {
    if (reauthenticate === handler) reauthenticate = undefined;
  };
}

export function handleUnauthorized(): void {
  removeToken();
  forgetSessionDeadline();
  unauthorizedListeners.forEach((listener) => listener());
}

export function apiUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${API_BASE_PATH}${path}${queryString ? `?${queryString}` : ''}`;
}

export function authorizationHeader(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function encodeBody(body: Body | undefined): { headers: Record<string, string>; payload?: BodyInit } {
  if (!body) return { headers: {} };
  if ('json' in body) return { headers: { 'Content-Type': 'application/json' }, payload: JSON.stringify(body.json) };
  return { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body.form) };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns a status and body text into the answer, or throws the matching `ApiError`. */
export function readResponse<T>(status: number, text: string): T {
  const body = parseJson(text);
  if (status >= 200 && status < 300) return body as T;
  if (status === 401) handleUnauthorized();
  throw new ApiError(status, parseErrorDetail(body));
}

async function request<T>(method: string, path: string, options: RequestOptions = {}, body?: Body): Promise<T> {
  let response = await send(method, path, options, body);
  // Only a session that ended is signed in again; a request sent without one (sign-in) answers as it is.
  if (response.status === 401 && response.hadToken && reauthenticate && options.signInAgain !== false) {
    removeToken();
    const signedInAgain = await reauthenticate().then(
      () => true,
      () => false,
    );
    if (signedInAgain) response = await send(method, path, options, body);
  }
  return readResponse<T>(response.status, response.text);
}

async function send(method: string, path: string, options: RequestOptions, body?: Body) {
  const { headers, payload } = encodeBody(body);
  const hadToken = getToken() !== null;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers: { Accept: 'application/json', ...authorizationHeader(), ...headers },
      body: payload ?? null,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError();
  }
  noteSessionEndsIn(response.headers.get(SESSION_ENDS_IN_HEADER));
  return { status: response.status, text: await response.text(), hadToken };
}

const json = (value: unknown): Body | undefined => (value === undefined ? undefined : { json: value });

/**
 * The portal's API under `/api/v1`: bearer token, JSON bodies, `{detail}` errors as `ApiError`.
 * Multipart requests go through `uploadWithProgress`.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, options, json(body)),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, options, json(body)),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, options, json(body)),
  /** A JSON body when one is given (turning two-factor sign-in off sends the current code). */
  delete: <T>(path: string, options?: RequestOptions, body?: unknown) =>
    request<T>('DELETE', path, options, json(body)),
  /** Form-encoded, as the sign-in call wants. */
  postForm: <T>(path: string, form: Record<string, string>) => request<T>('POST', path, {}, { form }),
};
