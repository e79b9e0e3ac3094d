import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { AppError, tooManyRequests } from './app-error.ts';

export interface AttemptLimits {
  /** Attempts one key (a client's address) may make in the window. */
  perAddress: number;
  windowMs: number;
}

/**
 * Counts attempts per key in a fixed window, in the database so that several servers share one
 * allowance: one upsert per attempt, which also removes a few counters whose window has ended.
 * `kind` keeps the forms' counts apart in the one table.
 */
export function createAttemptLimiter(db: Database, kind: string, limits: AttemptLimits, clock: Clock) {
  return {
    /** Counts one attempt; false when the key has already used its allowance for the window. */
    async tryAttempt(key: string): Promise<boolean> {
      const counter = `${kind}:${key}`;
      const start = clock();
      const now = start.toISOString();
      const windowEnds = new Date(start.getTime() + limits.windowMs).toISOString();
      const { rows } = (await db.execute(sql`
        WITH expired AS (
          DELETE FROM attempt_counts WHERE key IN (
            SELECT key FROM attempt_counts WHERE window_ends_at <= ${now}::timestamptz AND key <> ${counter} LIMIT 20 FOR UPDATE SKIP LOCKED)
        )
        INSERT INTO attempt_counts AS counts (key, attempts, window_ends_at) VALUES (${counter}, 1, ${windowEnds}::timestamptz)
        ON CONFLICT (key) DO UPDATE SET
          attempts = CASE WHEN counts.window_ends_at <= ${now}::timestamptz THEN 1 ELSE least(counts.attempts + 1, ${limits.perAddress + 1}::integer) END,
          window_ends_at = CASE WHEN counts.window_ends_at <= ${now}::timestamptz THEN excluded.window_ends_at ELSE counts.window_ends_at END
        RETURNING attempts`)) as unknown as { rows: { attempts: number }[] };
      return rows[0]!.attempts <= limits.perAddress;
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/**
 * Answers with `lookUp`, counting only a lookup that finds nothing (a 404) against the address:
 * a public page opened from a link or a printed code is not limited, guessing codes is.
 */
export async function countingFailedLookups<Answer>(
  limiter: AttemptLimiter,
  address: string,
  tooMany: string,
  lookUp: () => Promise<Answer>,
): Promise<Answer> {
  try {
    return await lookUp();
  } catch (error) {
    const unknown = error instanceof AppError && error.status === 404;
    if (unknown && !(await limiter.tryAttempt(address))) throw tooManyRequests(tooMany);
    throw error;
  }
}
