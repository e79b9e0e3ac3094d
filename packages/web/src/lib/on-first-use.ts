/**
 * A value made the first time it is asked for, then kept. For Intl formatters: each takes a few
 * milliseconds to build, which a screen should not pay while its scripts load.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
