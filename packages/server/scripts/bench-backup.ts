/**
 * Backup and restore of a large portal on PostgreSQL: BENCH_PATIENTS patients (100 000) and
 * BENCH_FILES attachment files (20 000) of BENCH_FILE_KB each (16), backed up as the server does,
 * then restored into a fresh database and data directory. Prints each step's time and the peak
 * memory (RSS) of the process doing it, sampled every 100 ms.
 *
 *   npm run bench:backup              # DATABASE_URL, or postgres://root@127.0.0.1:5432/test
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client.ts';
import { patientAttachments } from '../src/db/schema/index.ts';
import { createLocalFileStorage, newFileKey } from '../src/storage/file-storage.ts';
import { restoreBackup } from '../src/backups/restore-backup.ts';
import { takeBackup } from '../src/backups/take-backup.ts';
import {
  benchFileCounts,
  benchPostgresServer,
  benchSetting,
  bulkLoad,
  createBenchDatabase,
  insertNumberedPatients,
  withThrowawayPostgres,
} from './bench-support.ts';

const { patientCount, fileCount } = benchFileCounts({ patients: 100_000, files: 20_000 });
const fileBytes = benchSetting('BENCH_FILE_KB', 16) * 1024;
const key = crypto.randomBytes(32);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Runs `work`, answering its seconds, the RSS before it and the highest seen meanwhile: the growth
 * is what the step itself holds (the process already holds the seed's leftovers).
 */
async function measured(work: () => Promise<unknown>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return {
    seconds: ((performance.now() - started) / 1000).toFixed(1),
    rssBefore: megabytes(before),
    peakRss: megabytes(peak),
  };
}

await withThrowawayPostgres(benchPostgresServer, 'clinic_bench_backup', async (source, { dataDir }) => {
  const storage = createLocalFileStorage(path.join(dataDir, 'files'));
  console.log(`seeding ${patientCount} patients and ${fileCount} files of ${fileBytes / 1024} KB…`);
  await bulkLoad(source.db, ['patients'], (tx) => insertNumberedPatients(tx, patientCount));
  const body = crypto.randomBytes(fileBytes);
  for (let start = 0; start < fileCount; start += 1000) {
    const rows = [];
    for (let index = start; index < Math.min(fileCount, start + 1000); index += 1) {
      const storageKey = await storage.save(Buffer.concat([Buffer.from('%PDF-1.7\n'), body.subarray(9)]), newFileKey());
      rows.push({
        patientId: 1 + (index % patientCount),
        fileName: `scan-${index}.pdf`,
        contentType: 'application/pdf',
        size: fileBytes,
        storageKey,
      });
    }
    await source.db.insert(patientAttachments).values(rows);
  }
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-backups-'));
  let file = '';
  try {
    const backup = await measured(async () => {
      file = (await takeBackup({
        database: source,
        storage,
        backupKey: key,
        archiveKey: key,
        directory: backupDir,
        name: 'backup-20260101T000000Z.clinicbackup',
        takenAt: new Date(),
        onProgress: () => undefined,
      }))!;
    });
    const size = megabytes(fs.statSync(file).size);

    const target = await createBenchDatabase(benchPostgresServer, 'clinic_bench_restore');
    const targetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-restore-'));
    try {
      const database = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
      try {
        const restore = await measured(() =>
          restoreBackup({
            file,
            backupKey: key,
            database,
            storage: createLocalFileStorage(path.join(targetDir, 'files')),
          }),
        );
        console.table({
          'backup (written and verified)': { ...backup, size },
          restore: { ...restore, size },
        });
      } finally {
        await database.close();
      }
    } finally {
      await target.drop();
      fs.rmSync(targetDir, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(backupDir, { recursive: true, force: true });
  }
});
