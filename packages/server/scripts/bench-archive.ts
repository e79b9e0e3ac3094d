/**
 * Archive and restore of a patient with large attachments, and what they do to everyone else:
 * seeds synthetic patients, uploads one patient with BENCH_FILES files of BENCH_FILE_MB each
 * through the API, then drives the patients list at a fixed concurrency at rest, during the
 * archive and during the restore, and times both.
 *
 *   npm run bench:archive            # PGlite in a temp dir (the embedded server's one connection)
 * Optional: BENCH_PATIENTS (10 000), BENCH_FILES (10), BENCH_FILE_MB (5), BENCH_ROUNDS (3),
 * BENCH_SECONDS (the at-rest run, default 10), BENCH_CONCURRENCY (4).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { MAX_ATTACHMENT_BYTES } from '@clinic/contracts';
import { buildPatientInput } from '@clinic/contracts/testing';
import {
  benchFileCounts,
  benchSetting,
  driveLoad,
  driveLoadWhile,
  formatMs,
  insertNumberedPatients,
  latencySummary,
  measureLatencies,
  secondsTaken,
  servedBy,
  withThrowawayPglite,
} from './bench-support.ts';

const { patientCount, fileCount } = benchFileCounts({ patients: 10_000, files: 10 });
const fileBytes = Math.min(MAX_ATTACHMENT_BYTES, benchSetting('BENCH_FILE_MB', 5) * 1024 * 1024);
const rounds = benchSetting('BENCH_ROUNDS', 3);
const settings = { seconds: benchSetting('BENCH_SECONDS', 10), concurrency: benchSetting('BENCH_CONCURRENCY', 4) };
const LIST_PATH = '/patients/?page=1&page_size=10';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function createPatientWithFiles(baseUrl: string, token: string): Promise<number> {
  const form = new FormData();
  form.append('patient_in', JSON.stringify(buildPatientInput()));
  for (let index = 0; index < fileCount; index += 1) {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(fileBytes - 9)]);
    form.append('files', new Blob([bytes], { type: 'application/pdf' }), `scan-${index}.pdf`);
  }
  const response = await fetch(`${baseUrl}/api/v1/patients/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`creating the patient: HTTP ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

/** Sends one write and drives the list for as long as it takes; answers both. */
async function underLoad(baseUrl: string, token: string, method: 'DELETE' | 'POST', apiPath: string) {
  let going = true;
  const started = performance.now();
  const write = fetch(`${baseUrl}/api/v1${apiPath}`, { method, headers: { authorization: `Bearer ${token}` } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${method} ${apiPath}: HTTP ${response.status} ${await response.text()}`);
      return ((performance.now() - started) / 1000).toFixed(1);
    })
    .finally(() => {
      going = false;
    });
  const latencies: number[] = [];
  const [seconds, list] = await Promise.all([
    write,
    driveLoadWhile(baseUrl, token, LIST_PATH, settings.concurrency, () => going, latencies),
  ]);
  return { seconds, list, latencies };
}

async function main(): Promise<void> {
  await withThrowawayPglite('clinic-bench-archive', async (handle, dataDir) => {
    console.log(
      `driver ${handle.driver}, ${patientCount.toLocaleString('en')} patients, one with ${fileCount} × ` +
        `${megabytes(fileBytes)}, list concurrency ${settings.concurrency}, ${os.cpus().length} cores`,
    );
    const seeded = await secondsTaken(async () => {
      await handle.db.transaction((tx) => insertNumberedPatients(tx, patientCount));
      await handle.db.execute(
        sql`SELECT setval(pg_get_serial_sequence('patients', 'id'), (SELECT max(id) FROM patients))`,
      );
      await handle.db.execute(sql`ANALYZE patients`);
    });
    console.log(`seeded in ${seeded} s`);
    await servedBy(handle, dataDir, 'SUPERADMIN', async (app) => {
      const patientId = await createPatientWithFiles(app.baseUrl, app.token);
      // Warm up (JIT, caches), then the list at rest.
      await driveLoad(app.baseUrl, app.token, LIST_PATH, { ...settings, seconds: 3 });
      const atRest = await driveLoad(app.baseUrl, app.token, LIST_PATH, settings);
      const rows: Record<string, Record<string, string | number>> = { 'list at rest': latencySummary(atRest) };
      const duringArchive: number[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const archived = await underLoad(app.baseUrl, app.token, 'DELETE', `/patients/${patientId}`);
        const size = (await handle.db.execute(
          sql`SELECT octet_length(payload) AS size FROM archived_patients WHERE patient_id = ${patientId}`,
        )) as unknown as { rows: { size: number }[] };
        const restored = await underLoad(app.baseUrl, app.token, 'POST', `/patients/archived/${patientId}/restore`);
        console.log(
          `round ${round}: archive ${archived.seconds} s, restore ${restored.seconds} s, ` +
            `archive row ${(Number(size.rows[0]?.size) / 1024).toFixed(1)} KB ` +
            `for ${megabytes(fileCount * fileBytes)} of files`,
        );
        rows[`list during archive ${round}`] = { ...latencySummary(archived.list), took: `${archived.seconds} s` };
        duringArchive.push(...archived.latencies);
        rows[`list during restore ${round}`] = { ...latencySummary(restored.list), took: `${restored.seconds} s` };
      }
      console.table(rows);
      const pooled = measureLatencies(duringArchive, 1);
      console.log(
        `list p95 during the archives (all rounds pooled) ${formatMs(pooled.p95)} against ${formatMs(atRest.p95)} ` +
          `at rest: ${(pooled.p95 / atRest.p95).toFixed(2)}× (target: at most 2×)`,
      );
    });
  });
}

await main();
