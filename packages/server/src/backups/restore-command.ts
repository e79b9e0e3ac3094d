import fs from 'node:fs';
import path from 'node:path';
import { loadArchiveKey } from '../keys/archive-key.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { openFileStorage } from '../storage/open-file-storage.ts';
import { BackupUnreadableError, type BackupManifest } from './backup-format.ts';
import { RestoreRefusedError, restoreBackup } from './restore-backup.ts';

/** The key a backup opens with: BACKUP_KEY, else ARCHIVE_KEY, else the data directory's archive.key. */
function backupKeyOf(config: Config): Buffer {
  const configured = config.backupKey ?? config.archiveKey;
  if (configured) return loadArchiveKey(configured, config.dataDir);
  if (!fs.existsSync(path.join(config.dataDir, 'archive.key'))) {
    throw new RestoreRefusedError(
      'Set BACKUP_KEY to the key the backup was sealed under (the BACKUP_KEY or archive key of the portal it came from).',
    );
  }
  return loadArchiveKey(undefined, config.dataDir);
}

/**
 * The restored portal must keep the archive key its sealed files and two-factor secrets were made
 * under: written into DATA_DIR when none is configured; a different ARCHIVE_KEY is refused.
 */
function checkArchiveKey(config: Config, manifest: BackupManifest): void {
  if (config.archiveKey) {
    if (loadArchiveKey(config.archiveKey, config.dataDir).toString('hex') !== manifest.archiveKey) {
      throw new RestoreRefusedError(
        'ARCHIVE_KEY differs from the key of the portal the backup came from: unset it or set it to that key.',
      );
    }
    return;
  }
  const file = path.join(config.dataDir, 'archive.key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim() !== manifest.archiveKey) {
    throw new RestoreRefusedError(`${file} holds another key than the portal the backup came from.`);
  }
  fs.writeFileSync(file, manifest.archiveKey, { mode: 0o600 });
}

/** `npm run restore -- FILE`: into the configured database (PGlite in DATA_DIR, or DATABASE_URL) and file storage. */
export async function restoreIntoConfiguredPortal(config: Config, file: string): Promise<BackupManifest> {
  const backupKey = backupKeyOf(config);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const manifest = await restoreBackup({
      file,
      backupKey,
      database,
      storage: await openFileStorage(config),
      checkBeforeLoad: (found) => checkArchiveKey(config, found),
    });
    return manifest;
  } finally {
    await database.close();
  }
}

export const isRestoreProblem = (error: unknown): error is Error =>
  error instanceof RestoreRefusedError || error instanceof BackupUnreadableError;
