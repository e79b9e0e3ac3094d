import { and, count, eq, lte, min, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export interface JobQueueStats {
  /** Jobs whose time has come and that no live runner holds: waiting to be run. */
  due: number;
  /** When the longest-waiting of them was due; null when none waits. */
  oldestDueAt: Date | null;
}

/**
 * What the job queue holds up at `now`, as the runner's own claim sees it (pending, or running
 * past its lease): a queue that grows or a lag that climbs means no runner is keeping up.
 */
export async function jobQueueStats(db: Database, now: Date): Promise<JobQueueStats> {
  const [row] = await db
    .select({ due: count(), oldestDueAt: min(jobs.runAt) })
    .from(jobs)
    .where(
      and(
        lte(jobs.runAt, now),
        or(eq(jobs.status, 'pending'), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))),
      ),
    );
  return { due: row?.due ?? 0, oldestDueAt: row?.oldestDueAt ?? null };
}
