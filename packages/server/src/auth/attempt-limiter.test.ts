import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter.ts';

describe('createAttemptLimiter', () => {
  it('allows the limit per key within the window and again once it has passed', () => {
    let now = 0;
    const limiter = createAttemptLimiter({ perAddress: 2, windowMs: 1000 }, () => now);
    expect([limiter.tryAttempt('a'), limiter.tryAttempt('a'), limiter.tryAttempt('a')]).toEqual([true, true, false]);
    expect(limiter.tryAttempt('b')).toBe(true);
    now = 1001;
    expect(limiter.tryAttempt('a')).toBe(true);
  });
});
