const DAY_MS = 86_400_000;

/** How old the newest backup may be before the header says so. */
export const STALE_BACKUP_DAYS = 2;

/** Whole days since `takenAt`, when that is more than STALE_BACKUP_DAYS; undefined otherwise. */
export function staleBackupDays(takenAt: string, now = Date.now()): number | undefined {
  const days = Math.floor((now - new Date(takenAt).getTime()) / DAY_MS);
  return now - new Date(takenAt).getTime() > STALE_BACKUP_DAYS * DAY_MS ? days : undefined;
}
