export interface AttemptLimits {
  /** Attempts one address may make in the window. */
  perAddress: number;
  windowMs: number;
}

/**
 * Registration hashes a password on every call, and a reset does once its link checks out: sixty
 * of either an hour from one address is plenty for a clinic whose staff share one, and keeps a
 * client from keeping the server's cores busy hashing (the audit saw 17 hashes a second).
 */
export const DEFAULT_PASSWORD_FORM_LIMITS: AttemptLimits = { perAddress: 60, windowMs: 60 * 60_000 };

/** Past this many addresses, expired ones are swept so the map cannot grow without bound. */
const SWEEP_ABOVE = 10_000;

/**
 * Counts attempts per key (a client's address) in a sliding window, in memory: the portal runs as
 * one process per database, and a restart forgetting counts is harmless.
 */
export function createAttemptLimiter(limits: AttemptLimits, clock: () => number = Date.now) {
  const attempts = new Map<string, number[]>();

  const recent = (key: string, now: number) => (attempts.get(key) ?? []).filter((time) => time > now - limits.windowMs);

  return {
    /** Counts one attempt; false when the key has already used its allowance for the window. */
    tryAttempt(key: string): boolean {
      const now = clock();
      if (attempts.size > SWEEP_ABOVE) {
        for (const known of [...attempts.keys()]) if (recent(known, now).length === 0) attempts.delete(known);
      }
      const times = recent(key, now);
      if (times.length >= limits.perAddress) return false;
      attempts.set(key, [...times, now]);
      return true;
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
