import { AUTH_MESSAGES, type ValidationIssue } from '@clinic/contracts';

export type ErrorDetail = string | ValidationIssue[] | undefined;

/** An answer of the API outside 2xx, with the `detail` of its `{detail}` body when it had one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: ErrorDetail,
  ) {
    super(typeof detail === 'string' ? detail : `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, server down, aborted connection). */
export class NetworkError extends Error {
  constructor() {
    super(AUTH_MESSAGES.networkError);
    this.name = 'NetworkError';
  }
}

function isValidationIssue(value: unknown): value is ValidationIssue {
  return typeof value === 'object' && value !== null && typeof (value as { msg?: unknown }).msg === 'string';
}

/** Reads `{detail}` from an error body of any shape; anything else counts as no detail. */
export function parseErrorDetail(body: unknown): ErrorDetail {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return undefined;
  const { detail } = body;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail) && detail.every(isValidationIssue)) return detail;
  return undefined;
}

/**
 * The text the spec shows for a failed call: the server's detail string, a detail list joined
 * with '; ', otherwise the screen's fallback. Screens whose spec names a network message pass it.
 */
export function errorMessage(error: unknown, fallback: string, networkMessage: string = fallback): string {
  if (error instanceof NetworkError) return networkMessage;
  if (!(error instanceof ApiError)) return fallback;
  const { detail } = error;
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail) && detail.length > 0) return detail.map((issue) => issue.msg).join('; ');
  return fallback;
}
