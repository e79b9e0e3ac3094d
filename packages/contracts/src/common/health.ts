import { z } from 'zod';

/** `GET /health`: for monitors and the deploy's checks. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  database_state: z.enum(['ok', 'unavailable']),
  /** Null when no backup was ever taken, or the database is down. */
  newest_backup_age_seconds: z.number().int().nullable(),
  /** How long the longest-waiting due job has waited; null when none waits, or the database is down. */
  oldest_due_job_age_seconds: z.number().int().nullable(),
});
export type Health = z.infer<typeof healthSchema>;
