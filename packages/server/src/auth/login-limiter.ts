import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@clinic/contracts';
import type { Database } from '../db/client.ts';
import { badRequest, tooManyRequests } from '../http/app-error.ts';

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
/** A check takes well under a second: a reservation this old was left by a server that stopped mid-check. */
const STALE_RESERVATION_MS = 60_000;
/** The devices an account remembers; a browser that signed in to it before is one of them. */
const DEVICES_PER_ACCOUNT = 20;

/** A reserved check; it is ended once, by what the check found. */
export interface LoginAttempt {
  succeeded(): Promise<string>;
  failed(): Promise<void>;
  abandoned(): Promise<void>;
  deferred(): Promise<void>;
}

const hashDevice = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const keyList = (keys: readonly string[]) =>
  sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
/**
 * The counters of `keys`, locked in key order: the order `login_attempt_begin` takes them in, so
 * two requests ending and beginning attempts of one account never wait for each other in a circle.
 */
const lockedCounters = (keys: readonly string[]) =>
  sql`SELECT key FROM login_limits WHERE key IN (${keyList(keys)}) ORDER BY key FOR UPDATE`;

/**
 * Counts sign-in attempts per account and per address in a window. An attempt is counted before
 * the password is checked, so concurrent attempts never run more checks than the limit. A browser
 * that signed in to the account before (its device token) is counted on its own and is not slowed
 * by what others do to the account, so nobody can lock the owner out.
 *
 * The counters live in the database, so several servers share one limit: checking and reserving
 * is one statement (`login_attempt_begin`), and so is recording the outcome.
 */
export function createLoginLimiter(db: Database, limits: LoginLimits, clock: () => number = Date.now) {
  const firstDelay = limits.firstDelayMs ?? DEFAULT_FIRST_DELAY_MS;
  const maxDelay = limits.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const now = () => new Date(clock()).toISOString();

  /** Ends the reservations of `keys`, counting a failure when `failed`: past its limit a key waits, doubling each time. */
  async function finish(keys: readonly string[], failed: boolean): Promise<void> {
    const keyLimit = sql`(CASE WHEN key LIKE 'address:%' THEN ${limits.perAddress}::integer ELSE ${limits.perAccount}::integer END)`;
    await db.execute(sql`
      WITH locked AS (${lockedCounters(keys)})
      UPDATE login_limits SET
        in_flight = greatest(0, in_flight - 1),
        failures = failures + ${failed ? 1 : 0}::integer,
        next_check_at = CASE
          WHEN ${failed}::boolean AND failures + 1 >= ${keyLimit}
          THEN ${now()}::timestamptz
            + least(${maxDelay}::float8, ${firstDelay}::float8 * 2 ^ (failures + 1 - ${keyLimit})) * interval '1 millisecond'
          ELSE next_check_at END
      WHERE key IN (SELECT key FROM locked)`);
  }

  /**
   * Reserves one password check for the account from this address (and device, when it sent
   * its token), or answers how long to wait when a limit is reached.
   */
  async function begin(
    account: string,
    address: string,
    deviceToken: string | undefined,
  ): Promise<LoginAttempt | { retryAfterMs: number }> {
    const accountName = account.toLowerCase();
    const device = deviceToken ? hashDevice(deviceToken) : null;
    const { rows } = (await db.execute(sql`
      SELECT keys, retry_after_ms FROM login_attempt_begin(
        ${accountName}::text, ${address}::text, ${device}::text, ${now()}::timestamptz,
        ${limits.perAccount}::integer, ${limits.perAddress}::integer, ${limits.windowMs}::integer,
        ${firstDelay}::integer, ${STALE_RESERVATION_MS}::integer)`)) as unknown as {
      rows: { keys: string[] | null; retry_after_ms: number }[];
    };
    const { keys, retry_after_ms: retryAfterMs } = rows[0]!;
    if (!keys) return { retryAfterMs };
    const known = keys[0]!.startsWith('device:');
    let finished = false;
    const once = () => {
      if (finished) throw new Error('a sign-in attempt is finished once');
      finished = true;
    };
    return {
      async succeeded() {
        once();
        const token = known && deviceToken ? deviceToken : crypto.randomBytes(32).toString('base64url');
        const tokenHash = hashDevice(token);
        // The account's (or device's) count starts over; the address keeps its count, and the
        // owner signing in from a known device does not wipe out what others have tried.
        // The account keeps its latest devices; the one signing in now is one of them.
        await db.execute(sql`
          WITH locked AS (${lockedCounters(keys)}), cleared AS (
            DELETE FROM login_limits WHERE key IN (SELECT key FROM locked) AND key NOT LIKE 'address:%'
          ), released AS (
            UPDATE login_limits SET in_flight = greatest(0, in_flight - 1)
            WHERE key IN (SELECT key FROM locked) AND key LIKE 'address:%'
          ), remembered AS (
            INSERT INTO login_devices (account, device_hash, last_used_at) VALUES (${accountName}, ${tokenHash}, ${now()}::timestamptz)
            ON CONFLICT (account, device_hash) DO UPDATE SET last_used_at = excluded.last_used_at
          )
          DELETE FROM login_devices WHERE account = ${accountName} AND device_hash <> ${tokenHash}
            AND device_hash NOT IN (
              SELECT device_hash FROM login_devices WHERE account = ${accountName} AND device_hash <> ${tokenHash}
              ORDER BY last_used_at DESC LIMIT ${DEVICES_PER_ACCOUNT - 1}::integer
            )`);
        return token;
      },
      async failed() {
        once();
        await finish(keys, true);
      },
      /** The check could not run (the database failed): it counts neither way. */
      async abandoned() {
        once();
        await finish(keys, false);
      },
      /**
       * The password was right but a two-factor code must follow: nothing is cleared, so a caller
       * who knows the password cannot wipe out the count of wrong codes; the code is an attempt of its own.
       */
      async deferred() {
        once();
        await finish(keys, false);
      },
    };
  }

  /**
   * One counted check of the account's password or code, from this address (and device, when it
   * sent its token): reserved first (a 429 when a limit is reached), then `run` runs; when it
   * throws, the attempt is abandoned. The caller ends the attempt by the outcome: `succeeded()`
   * (which hands back the device token to keep), `failed()`, `deferred()` or `abandoned()`.
   */
  async function check<Outcome>(
    account: string,
    address: string,
    deviceToken: string | undefined,
    run: () => Promise<Outcome>,
  ): Promise<{ outcome: Outcome; attempt: LoginAttempt }> {
    const attempt = await begin(account, address, deviceToken);
    if ('retryAfterMs' in attempt) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, attempt.retryAfterMs);
    try {
      return { outcome: await run(), attempt };
    } catch (error) {
      await attempt.abandoned();
      throw error;
    }
  }

  /**
   * A signed-in account's password or code checked again, counted like a sign-in so that it is no
   * way around the limits: `isRight` answers whether it was right; a wrong one is a 400 with `wrongMessage`.
   */
  async function confirm(
    account: string,
    address: string,
    wrongMessage: string,
    isRight: () => Promise<boolean>,
  ): Promise<void> {
    const { outcome: right, attempt } = await check(account, address, undefined, isRight);
    if (!right) {
      await attempt.failed();
      throw badRequest(wrongMessage);
    }
    await attempt.succeeded();
  }

  return { check, confirm };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
