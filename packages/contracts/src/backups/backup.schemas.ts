import { z } from 'zod';

/** A backup's file name: when it was taken, in UTC. */
export const BACKUP_NAME_PATTERN = /^backup-\d{8}T\d{6}Z\.clinicbackup$/;

export const backupNameParamsSchema = z.object({ name: z.string().regex(BACKUP_NAME_PATTERN) });

export const backupSchema = z.object({
  name: z.string(),
  taken_at: z.iso.datetime(),
  size_bytes: z.number().int().nonnegative(),
  /** Rows per table at the moment of the backup. */
  row_counts: z.record(z.string(), z.number().int().nonnegative()),
  file_count: z.number().int().nonnegative(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListResponseSchema = z.object({ items: z.array(backupSchema) });
export type BackupListResponse = z.infer<typeof backupListResponseSchema>;

export const BACKUP_STATES = ['idle', 'running', 'succeeded', 'failed'] as const;
export const BACKUP_PHASES = ['tables', 'files', 'verifying'] as const;

export const backupStatusSchema = z.object({
  state: z.enum(BACKUP_STATES),
  phase: z.enum(BACKUP_PHASES).nullable(),
  started_at: z.iso.datetime().nullable(),
  /** Share of the work done, 0 to 1. */
  progress: z.number().min(0).max(1),
  /** The backup this run wrote, once it succeeded. */
  name: z.string().nullable(),
  /** Why the last run failed, without any patient data. */
  error: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const backupDownloadResponseSchema = z.object({ url: z.string() });
export type BackupDownloadResponse = z.infer<typeof backupDownloadResponseSchema>;

export const BACKUP_MESSAGES = {
  started: 'Backup started',
  alreadyRunning: 'A backup is already running',
  notFound: 'Backup not found',
  busyElsewhere: 'Another server is taking a backup',
  failed: 'The backup failed; see the server log',
} as const;
