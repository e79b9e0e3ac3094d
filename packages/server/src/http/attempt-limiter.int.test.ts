import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { systemClock } from '../clock.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('createAttemptLimiter', () => {
  it('allows the limit per key within the window and again once it has passed', async () => {
    let now = new Date('2026-06-01T08:00:00Z');
    const limiter = createAttemptLimiter(database.db, 'form', { perAddress: 2, windowMs: 1000 }, () => now);
    const attempts = [await limiter.tryAttempt('a'), await limiter.tryAttempt('a'), await limiter.tryAttempt('a')];
    expect(attempts).toEqual([true, true, false]);
    expect(await limiter.tryAttempt('b')).toBe(true);
    now = new Date(now.getTime() + 1001);
    expect(await limiter.tryAttempt('a')).toBe(true);
  });

  it('gives servers sharing the database one allowance, and each form its own', async () => {
    const limits = { perAddress: 3, windowMs: 60_000 };
    const [first, second] = [
      createAttemptLimiter(database.db, 'reset', limits, systemClock),
      createAttemptLimiter(database.db, 'reset', limits, systemClock),
    ];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => (index % 2 ? first : second).tryAttempt('c')),
    );
    expect(answers.filter(Boolean)).toHaveLength(3);
    expect(await createAttemptLimiter(database.db, 'register', limits, systemClock).tryAttempt('c')).toBe(true);
  });
});
