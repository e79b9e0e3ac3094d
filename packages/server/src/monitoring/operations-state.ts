import type { Database } from '../db/client.ts';
import { jobQueueStats } from '../jobs/job-queue-stats.ts';

export interface OperationsReading {
  /** Null when no backup was ever taken. */
  newestBackupAgeSeconds: number | null;
  jobsDue: number;
  /** Null when no job waits. */
  oldestDueJobAgeSeconds: number | null;
}

export interface OperationsStateDependencies {
  db: Database;
  /** When the newest backup was taken, if any. */
  newestBackupAt: () => Promise<Date | undefined>;
}

const secondsBetween = (earlier: Date, later: Date) =>
  Math.max(0, Math.floor((later.getTime() - earlier.getTime()) / 1000));

/** What a monitor asks of the portal beyond "is it up": how old the newest backup is, how far jobs lag. */
export function createOperationsState(deps: OperationsStateDependencies) {
  return {
    async read(now: Date): Promise<OperationsReading> {
      const [newestBackup, queue] = await Promise.all([deps.newestBackupAt(), jobQueueStats(deps.db, now)]);
      return {
        newestBackupAgeSeconds: newestBackup ? secondsBetween(newestBackup, now) : null,
        jobsDue: queue.due,
        oldestDueJobAgeSeconds: queue.oldestDueAt ? secondsBetween(queue.oldestDueAt, now) : null,
      };
    },
  };
}

export type OperationsState = ReturnType<typeof createOperationsState>;
