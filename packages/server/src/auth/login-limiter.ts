interface Window {
  failures: number;
  startedAt: number;
}

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

/**
 * Ten wrong passwords in 15 minutes pause one account; a hundred pause one address (a clinic's
 * front desk shares one). Generous enough that staff mistyping never meet it, tight enough that
 * guessing a password of the spec's rules takes years.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 10, perAddress: 100, windowMs: 15 * 60_000 };

/**
 * Counts failed sign-ins per account and per address in a sliding window. Kept in memory: the
 * portal runs as one process per database (PGlite's rule), and a restart forgetting counts is harmless.
 */
export function createLoginLimiter(limits: LoginLimits, clock: () => number = Date.now) {
  const windows = new Map<string, Window>();

  const current = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && clock() - window.startedAt > limits.windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const keys = (account: string, address: string) =>
    [`account:${account.toLowerCase()}`, `address:${address}`] as const;

  return {
    isBlocked(account: string, address: string): boolean {
      const [accountKey, addressKey] = keys(account, address);
      return (
        (current(accountKey)?.failures ?? 0) >= limits.perAccount ||
        (current(addressKey)?.failures ?? 0) >= limits.perAddress
      );
    },
    recordFailure(account: string, address: string): void {
      for (const key of keys(account, address)) {
        const window = current(key) ?? { failures: 0, startedAt: clock() };
        window.failures += 1;
        windows.set(key, window);
      }
    },
    recordSuccess(account: string): void {
      windows.delete(keys(account, '')[0]);
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
