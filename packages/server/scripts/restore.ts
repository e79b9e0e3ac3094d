/**
 * Restores a backup into an empty portal: `npm run restore -- FILE`, with the same environment the
 * server would start with (DATA_DIR, DATABASE_URL, FILES_URL) and BACKUP_KEY when the backup was
 * sealed under a key this data directory does not hold. Also the way from the embedded database
 * to PostgreSQL and back (docs/deploy.md).
 */
import { loadConfig } from '../src/config.ts';
import { isRestoreProblem, restoreIntoConfiguredPortal } from '../src/backups/restore-command.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run restore -- FILE\n');
  process.exit(2);
}
try {
  const manifest = await restoreIntoConfiguredPortal(loadConfig(), file);
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  process.stdout.write(
    `Restored the backup of ${manifest.takenAt}: ${rows} rows, ${Object.keys(manifest.files).length} files.\n`,
  );
} catch (error) {
  if (!isRestoreProblem(error)) throw error;
  process.stderr.write(`Nothing was restored. ${error.message}\n`);
  process.exit(1);
}
