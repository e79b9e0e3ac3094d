import crypto from 'node:crypto';

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
  /** The wait after the attempt that reaches a limit; each failure past it doubles the wait. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Ten wrong passwords in 15 minutes slow one account down; a hundred slow one address (a clinic's
 * front desk shares one). Past a limit one check is allowed at a time, after a wait that starts at
 * a second and doubles with each failure, up to 15 minutes. Generous enough that staff mistyping
 * never meet it, tight enough that guessing a password of the spec's rules takes years.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 10, perAddress: 100, windowMs: 15 * 60_000 };
const DEFAULT_FIRST_DELAY_MS = 1000;
const DEFAULT_MAX_DELAY_MS = 15 * 60_000;
/** The devices an account remembers; a browser that signed in to it before is one of them. */
const DEVICES_PER_ACCOUNT = 20;

interface Counter {
  failures: number;
  /** Checks started and not yet finished: they count against the limit too. */
  inFlight: number;
  startedAt: number;
  /** Past the limit, no check starts before this time. */
  nextCheckAt: number;
}

export type LoginAttempt =
  | { allowed: true; succeeded(): string; failed(): void; abandoned(): void; deferred(): void }
  | { allowed: false; retryAfterMs: number };

const hashDevice = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Counts sign-in attempts per account and per address in a sliding window. An attempt is counted
 * before the password is checked, so concurrent attempts never run more checks than the limit.
 * A browser that signed in to the account before (its device token) is counted on its own and is
 * not slowed by what others do to the account, so nobody can lock the owner out.
 *
 * Kept in memory: the portal runs as one process per database (PGlite's rule), and a restart
 * forgetting counts is harmless.
 */
export function createLoginLimiter(limits: LoginLimits, clock: () => number = Date.now) {
  const counters = new Map<string, Counter>();
  const knownDevices = new Map<string, string[]>();
  const firstDelay = limits.firstDelayMs ?? DEFAULT_FIRST_DELAY_MS;
  const maxDelay = limits.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;

  const counter = (key: string): Counter => {
    const now = clock();
    let current = counters.get(key);
    if (current && current.inFlight === 0 && now - current.startedAt > limits.windowMs) {
      counters.delete(key);
      current = undefined;
    }
    if (!current) {
      current = { failures: 0, inFlight: 0, startedAt: now, nextCheckAt: 0 };
      counters.set(key, current);
    }
    return current;
  };

  const limitOf = (key: string) => (key.startsWith('address:') ? limits.perAddress : limits.perAccount);

  /** Zero when a check may start now, else how long to wait. */
  function waitFor(key: string): number {
    const current = counter(key);
    if (current.failures + current.inFlight < limitOf(key)) return 0;
    if (current.inFlight > 0) return Math.max(firstDelay, current.nextCheckAt - clock());
    return Math.max(0, current.nextCheckAt - clock());
  }

  function recordFailure(key: string): void {
    const current = counter(key);
    current.inFlight = Math.max(0, current.inFlight - 1);
    current.failures += 1;
    const past = current.failures - limitOf(key);
    if (past >= 0) current.nextCheckAt = clock() + Math.min(maxDelay, firstDelay * 2 ** past);
  }

  function release(key: string): void {
    const current = counter(key);
    current.inFlight = Math.max(0, current.inFlight - 1);
  }

  return {
    /**
     * Reserves one password check for the account from this address (and device, when it sent
     * its token). Answer `succeeded()` (which hands back the device token to keep) or `failed()`.
     */
    begin(account: string, address: string, deviceToken?: string): LoginAttempt {
      const accountName = account.toLowerCase();
      const device = deviceToken ? hashDevice(deviceToken) : undefined;
      const known = device !== undefined && (knownDevices.get(accountName) ?? []).includes(device);
      const keys = known ? [`device:${device}`] : [`account:${accountName}`, `address:${address}`];
      const retryAfterMs = Math.max(...keys.map(waitFor));
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
      for (const key of keys) counter(key).inFlight += 1;
      let finished = false;
      const finish = () => {
        if (finished) throw new Error('a sign-in attempt is finished once');
        finished = true;
      };
      return {
        allowed: true,
        succeeded() {
          finish();
          // The account's (or device's) count starts over; the address keeps its count, and the
          // owner signing in from a known device does not wipe out what others have tried.
          for (const key of keys) {
            if (key.startsWith('address:')) release(key);
            else counters.delete(key);
          }
          const token = known && deviceToken ? deviceToken : crypto.randomBytes(32).toString('base64url');
          const devices = (knownDevices.get(accountName) ?? []).filter((known) => known !== hashDevice(token));
          knownDevices.set(accountName, [...devices, hashDevice(token)].slice(-DEVICES_PER_ACCOUNT));
          return token;
        },
        failed() {
          finish();
          for (const key of keys) recordFailure(key);
        },
        /** The check could not run (the database failed): it counts neither way. */
        abandoned() {
          finish();
          for (const key of keys) release(key);
        },
        /**
         * The password was right but a two-factor code must follow: nothing is cleared, so a caller
         * who knows the password cannot wipe out the count of wrong codes; the code is an attempt of its own.
         */
        deferred() {
          finish();
          for (const key of keys) release(key);
        },
      };
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
