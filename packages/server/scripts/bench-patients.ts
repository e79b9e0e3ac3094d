/**
 * Patients list and search under load: seeds synthetic patients with one set-based INSERT, serves
 * the real app on a loopback port and drives it at a fixed concurrency, then times the same
 * queries straight through the driver.
 *
 *   npm run bench:patients                       # PGlite in a temp dir, 100 000 patients
 *   DATABASE_URL=postgres://… npm run bench:patients   # a fresh database on that server, 1 000 000
 * Optional: BENCH_PATIENTS (row count), BENCH_SECONDS (per scenario, default 10), BENCH_CONCURRENCY (16).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { patientListQuerySchema } from '@clinic/contracts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createPatientsService } from '../src/patients/patients.service.ts';
import { createDownloadLinks } from '../src/patients/download-links.ts';
import { createLocalFileStorage } from '../src/storage/file-storage.ts';
import {
  createBenchDatabase,
  driveLoad,
  loadSettings,
  secondsTaken,
  startBenchApp,
  timeSequential,
} from './bench-support.ts';

const serverUrl = process.env.DATABASE_URL;
const rowCount = Number(process.env.BENCH_PATIENTS ?? (serverUrl ? 1_000_000 : 100_000));
const { seconds, concurrency } = loadSettings;

const SCENARIOS: Record<string, string> = {
  'list, newest first': 'page=1&page_size=10',
  'list, by last name, page 50': 'page=50&page_size=10&sortBy=last_name&sortOrder=asc',
  'first name search (common)': 'first_name_search=maria',
  'last name search (rare)': 'last_name_search=santos1a',
  'phone search': 'phone_search=0917%2012',
};

async function openBenchDatabase(
  dataDir: string,
): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  if (!serverUrl) {
    return { handle: await openDatabase({ kind: 'pglite', dataDir }), drop: async () => {} };
  }
  const database = await createBenchDatabase(serverUrl, 'clinic_bench');
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: concurrency });
  return { handle, url: database.url, drop: database.drop };
}

/** One INSERT … SELECT over generate_series: names from small lists plus a hash, phones spread out. */
async function seed(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`
    INSERT INTO patients (first_name, last_name, sex, date_of_birth, email, phone_primary, phone_primary_digits,
                          lifestyle, created_by_role, created_at, updated_at)
    SELECT (ARRAY['Maria','Jose','Ana','Juan','Rosa','Pedro','Luz','Carlos','Elena','Ramon',
                  'Teresa','Miguel','Carmen','Antonio','Isabel','Manuel','Josefina','Rafael','Cristina','Andres'])[1 + g % 20],
           (ARRAY['Santos','Reyes','Cruz','Bautista','Ocampo','Garcia','Mendoza','Torres','Tomas','Andrada'])[1 + (g / 20) % 10]
             || substr(md5(g::text), 1, 4),
           CASE WHEN g % 2 = 0 THEN 'F' WHEN g % 7 = 0 THEN 'O' ELSE 'M' END,
           DATE '1940-01-01' + (g % 25000),
           'patient' || g || '@example.com',
           '09' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
           '09' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
           '{"civil_status":"single","tobacco_use":"NO","alcohol_use":"NO"}'::jsonb,
           'ADMIN',
           now() - (g || ' minutes')::interval,
           now() - (g || ' minutes')::interval
    FROM generate_series(1, ${rowCount}) AS g`);
  await handle.db.execute(sql`ANALYZE patients`);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-'));
  const { handle, url, drop } = await openBenchDatabase(dataDir);
  try {
    console.log(
      `driver ${handle.driver}, ${rowCount.toLocaleString('en')} patients, concurrency ${concurrency}, ${seconds}s each`,
    );
    console.log(`seeded in ${await secondsTaken(() => seed(handle))} s`);

    const app = await startBenchApp(handle, dataDir, 'ADMIN', url);
    const service = createPatientsService({
      db: handle.db,
      storage: createLocalFileStorage(path.join(dataDir, 'files')),
      downloadLinks: createDownloadLinks(crypto.randomBytes(32), () => new Date()),
      // No cache here: the driver column times the queries themselves.
      totalsCache: { load: (_key, count) => count(), invalidate: () => {} },
      clock: () => new Date(),
    });

    const rows: Record<string, Record<string, string | number>> = {};
    for (const [name, query] of Object.entries(SCENARIOS)) {
      const http = await driveLoad(app.baseUrl, app.token, `/patients/?${query}`, loadSettings);
      const parsed = patientListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const driver = await timeSequential(50, () => service.list(parsed));
      rows[name] = { ...http, 'driver p50': driver.p50, 'driver p95': driver.p95 };
    }
    console.table(rows);
    await app.close();
  } finally {
    await handle.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
