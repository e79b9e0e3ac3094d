import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { systemClock } from '../clock.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { createLoginLimiter, DEFAULT_LOGIN_LIMITS, type LoginAttempt } from './login-limiter.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** How many other connections wait for a row lock on the counters. */
async function waitingForCounters(): Promise<number> {
  const { rows } = (await database.db.execute(sql`
    SELECT count(*)::integer AS waiting FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()
      AND wait_event_type = 'Lock' AND query LIKE '%login_limits%'`)) as unknown as { rows: { waiting: number }[] };
  return rows[0]!.waiting;
}

/** Whether another connection holds the counter `key`'s row. */
async function isHeld(key: string): Promise<boolean> {
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT key FROM login_limits WHERE key = ${key} FOR UPDATE NOWAIT`);
    });
    return false;
  } catch {
    return true;
  }
}

/**
 * Ending an attempt while another request holds the account's counter: ending it must not take the
 * address's counter first, or a request locking them the other way round (beginning an attempt, a
 * sign-in that succeeds) deadlocks with it and one of them fails with a 500.
 */
async function endWhileAccountHeld(address: string, end: (attempt: LoginAttempt) => Promise<unknown>) {
  const limiter = createLoginLimiter(database.db, DEFAULT_LOGIN_LIMITS, systemClock);
  const account = `nurse.${address}@example.com`;
  // Another account from the same desk first, so the address's counter lies before this account's.
  await limiter.check(`reception.${address}@example.com`, address, undefined, async () => true);
  const { attempt } = await limiter.check(account, address, undefined, async () => false);

  let ended: Promise<unknown> | undefined;
  let addressHeldMeanwhile: boolean | undefined;
  await database.db.transaction(async (holder) => {
    await holder.execute(sql`SELECT key FROM login_limits WHERE key = ${`account:${account}`} FOR UPDATE`);
    ended = end(attempt);
    await expect.poll(waitingForCounters).toBe(1);
    addressHeldMeanwhile = await isHeld(`address:${address}`);
  });
  await ended;
  return addressHeldMeanwhile;
}

describe('the sign-in limits on PostgreSQL', () => {
  it('a failed attempt takes its counters in the order beginning one does', async () => {
    expect(await endWhileAccountHeld('203.0.113.40', (attempt) => attempt.failed())).toBe(false);
  });

  it('a successful attempt takes its counters in the order beginning one does', async () => {
    expect(await endWhileAccountHeld('203.0.113.41', (attempt) => attempt.succeeded())).toBe(false);
  });
});
