import path from 'node:path';
import type { Config } from '../config.ts';

export const BACKUP_KEY_BESIDE_BACKUPS =
  'Backups are sealed under DATA_DIR/archive.key and written inside DATA_DIR: whoever copies DATA_DIR ' +
  'gets the backups and the key that opens them. Set BACKUP_KEY (kept off the disk the backups go to) ' +
  'or BACKUP_DIR outside DATA_DIR; see docs/deploy.md.';

function isInside(folder: string, parent: string): boolean {
  const relative = path.relative(parent, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Whether the key sealing backups is a file that travels with them: with neither BACKUP_KEY nor
 * ARCHIVE_KEY set, backups are sealed under DATA_DIR/archive.key, and by default BACKUP_DIR is
 * DATA_DIR/backups, so a copy of DATA_DIR (the usual way to move backups off the machine) holds both.
 */
export function isBackupKeyBesideBackups(
  config: Pick<Config, 'dataDir' | 'backupDir' | 'backupKey' | 'archiveKey'>,
): boolean {
  if (config.backupKey ?? config.archiveKey) return false;
  return isInside(config.backupDir, config.dataDir);
}
