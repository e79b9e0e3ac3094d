/**
 * When the signed-in session ends unless it is used, as the server last said (its
 * `x-session-ends-in` header, in seconds, counted here from the moment the answer arrived).
 */
export const SESSION_ENDS_IN_HEADER = 'x-session-ends-in';

let endsAt: number | null = null;
const listeners = new Set<() => void>();

export function noteSessionEndsIn(header: string | null): void {
  const seconds = header === null ? Number.NaN : Number(header);
  if (!Number.isFinite(seconds)) return;
  endsAt = Date.now() + seconds * 1000;
  listeners.forEach((listener) => listener());
}

/** The session is over (signed out or refused): no deadline until the next signed-in answer. */
export function forgetSessionDeadline(): void {
  endsAt = null;
  listeners.forEach((listener) => listener());
}

/** Milliseconds since the epoch, or null before any signed-in answer. */
export function sessionEndsAt(): number | null {
  return endsAt;
}

export function onSessionDeadline(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
