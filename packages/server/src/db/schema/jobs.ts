import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns.ts';

/**
 * Work to do at a time, durable across restarts. A runner claims due rows with
 * `FOR UPDATE SKIP LOCKED`, so several servers on one database each run a job once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Which handler runs it. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamptz('run_at').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** While running: a runner that has not finished by then is taken to have died, and the job is due again. */
    lockedUntil: timestamptz('locked_until'),
    /** What went wrong last, without patient data. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('jobs_status_run_at_idx').on(table.status, table.runAt)],
);
