import { AUTH_MESSAGES } from '@clinic/contracts';
/** A failure a client can act on: its status and the `detail` sentence the API answers. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail: string = AUTH_MESSAGES.notAuthenticated) => new AppError(401, detail);
export const forbidden = (detail: string = AUTH_MESSAGES.forbidden) => new AppError(403, detail);
export const notFound = (detail: string) => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
export const unprocessable = (detail: string) => new AppError(422, detail);
export const tooManyRequests = (detail: string, retryAfterMs?: number) =>
  new AppError(
    429,
    detail,
    retryAfterMs === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );
