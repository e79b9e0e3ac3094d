import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@clinic/contracts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/client.ts';
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
 * Ten wrong passwords in 15 minutes slow one account down; a hundred slow one address's attempts on
 * one account (counted per address and account, so failures against other accounts from a clinic's
 * shared address never slow anyone else down). Past a limit one check is allowed at a time, after a
 * wait that starts at a second and doubles with each failure, up to 15 minutes. Generous enough that staff mistyping
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
  /** The password was right and nothing else is to be remembered of the browser (a signed-in check). */
  passed(): Promise<void>;
}

const hashDevice = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/**
 * The address's counter of attempts on one account: a suffix no address contains (e-mail
 * addresses have no spaces), so an account's counters can be found for clearing.
 */
const addressOfAccount = (address: string, account: string) => `${address} account:${account}`;
const accountSuffix = (account: string) => ` account:${account}`;
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
 * Counts sign-in attempts per account, and per address and account, in a window. An attempt is
 * counted before the password is checked, so concurrent attempts never run more checks than the
 * limit. A browser that signed in to the account before (its device token) is counted on its own
 * and is not slowed by what others do to the account, so nobody can lock the owner out.
 *
 * The counters live in the database, so several servers share one limit: checking and reserving
 * is one statement (`login_attempt_begin`), and so is recording the outcome.
 */
export function createLoginLimiter(db: Database, limits: LoginLimits, clock: Clock) {
  const firstDelay = limits.firstDelayMs ?? DEFAULT_FIRST_DELAY_MS;
  const maxDelay = limits.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const now = () => clock().toISOString();

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
   * The account's (or device's) count starts over; the address keeps its count, and the owner
   * signing in from a known device does not wipe out what others have tried.
   */
  async function clear(keys: readonly string[]): Promise<void> {
    await db.execute(sql`
      WITH locked AS (${lockedCounters(keys)}), cleared AS (
        DELETE FROM login_limits WHERE key IN (SELECT key FROM locked) AND key NOT LIKE 'address:%'
      )
      UPDATE login_limits SET in_flight = greatest(0, in_flight - 1)
      WHERE key IN (SELECT key FROM locked) AND key LIKE 'address:%'`);
  }

  /**
   * Remembers the browser as one of the account's devices and answers the token its cookie keeps:
   * the one it sent (a reception PC is one device to each account signed in on it) or a new one.
   * The account keeps its latest devices; the one signing in now is one of them.
   */
  async function rememberDevice(account: string, deviceToken: string | undefined): Promise<string> {
    const accountName = account.toLowerCase();
    const token = deviceToken ?? crypto.randomBytes(32).toString('base64url');
    const tokenHash = hashDevice(token);
    await db.execute(sql`
      WITH remembered AS (
        INSERT INTO login_devices (account, device_hash, last_used_at) VALUES (${accountName}, ${tokenHash}, ${now()}::timestamptz)
        ON CONFLICT (account, device_hash) DO UPDATE SET last_used_at = excluded.last_used_at
      )
      DELETE FROM login_devices WHERE account = ${accountName} AND device_hash <> ${tokenHash}
        AND device_hash NOT IN (
          SELECT device_hash FROM login_devices WHERE account = ${accountName} AND device_hash <> ${tokenHash}
          ORDER BY last_used_at DESC LIMIT ${DEVICES_PER_ACCOUNT - 1}::integer
        )`);
    return token;
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
        ${accountName}::text, ${addressOfAccount(address, accountName)}::text, ${device}::text, ${now()}::timestamptz,
        ${limits.perAccount}::integer, ${limits.perAddress}::integer, ${limits.windowMs}::integer,
        ${firstDelay}::integer, ${STALE_RESERVATION_MS}::integer)`)) as unknown as {
      rows: { keys: string[] | null; retry_after_ms: number }[];
    };
    const { keys, retry_after_ms: retryAfterMs } = rows[0]!;
    if (!keys) return { retryAfterMs };
    let finished = false;
    const once = () => {
      if (finished) throw new Error('a sign-in attempt is finished once');
      finished = true;
    };
    return {
      async succeeded() {
        once();
        await clear(keys);
        return rememberDevice(accountName, deviceToken);
      },
      async passed() {
        once();
        await clear(keys);
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
       * The password was right but the sign-in goes no further yet (a two-factor code must follow, or
       * the account is deactivated): nothing is cleared, so a caller who knows the password cannot
       * wipe out the count of wrong codes; the code is an attempt of its own.
       */
      async deferred() {
        once();
        await finish(keys, false);
      },
    };
  }

  /**
   * Runs the check of a reserved attempt; when it throws, the attempt is abandoned. The caller ends
   * the attempt by the outcome: `succeeded()` (which hands back the device token to keep),
   * `failed()`, `deferred()` or `passed()`.
   */
  async function run<Outcome>(
    attempt: LoginAttempt,
    check: () => Promise<Outcome>,
  ): Promise<{ outcome: Outcome; attempt: LoginAttempt }> {
    try {
      return { outcome: await check(), attempt };
    } catch (error) {
      await attempt.abandoned();
      throw error;
    }
  }

  /**
   * One counted check of the account's password or code, from this address (and device, when it
   * sent its token): reserved first (a 429 when a limit is reached), then run as `run` does.
   */
  async function check<Outcome>(
    account: string,
    address: string,
    deviceToken: string | undefined,
    isRight: () => Promise<Outcome>,
  ): Promise<{ outcome: Outcome; attempt: LoginAttempt }> {
    const attempt = await begin(account, address, deviceToken);
    if ('retryAfterMs' in attempt) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, attempt.retryAfterMs);
    return run(attempt, isRight);
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
    await attempt.passed();
  }

  return { begin, run, check, confirm, rememberDevice };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

/** Clears every sign-in counter of the account: its own, its addresses' and its devices'. */
export async function clearSignInLimits(db: Queryable, account: string): Promise<void> {
  const accountName = account.toLowerCase();
  const suffix = accountSuffix(accountName);
  await db.execute(sql`
    DELETE FROM login_limits WHERE key = ${`account:${accountName}`}
      OR (key LIKE 'address:%' AND right(key, length(${suffix})) = ${suffix})
      OR key IN (SELECT 'device:' || device_hash FROM login_devices WHERE account = ${accountName})`);
}

/** Forgets every browser that signed in to the account: each is a new device to the limits again. */
export async function forgetKnownDevices(db: Queryable, account: string): Promise<void> {
  await db.execute(sql`DELETE FROM login_devices WHERE account = ${account.toLowerCase()}`);
}
