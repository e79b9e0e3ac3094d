/**
 * Procedures dashboard under load, on PostgreSQL: creates a throw-away database, seeds patients,
 * procedures and their payments with set-based SQL (generate_series), serves the real app on a
 * loopback port and drives the dashboard's list (filters + sorting) and stats calls at a fixed
 * concurrency for a bounded time, printing p50/p95/p99 and req/s.
 *
 *   npm run bench:procedures                              # 2 000 000 procedures, 200 000 patients
 *   BENCH_PROCEDURES=200000 npm run bench:procedures      # a quick run
 * Optional: DATABASE_URL (server to create the database on; default postgres://root@127.0.0.1:5432/test),
 * BENCH_SECONDS (per scenario, 10), BENCH_CONCURRENCY (16), BENCH_KEEP_DATABASE=1 (leave it for EXPLAIN).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.ts';
import {
  bulkLoad,
  describePostgresRun,
  driveScenarios,
  insertNumberedPatients,
  secondsTaken,
  startBenchApp,
  withThrowawayPostgres,
} from './bench-support.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const procedureCount = Number(process.env.BENCH_PROCEDURES ?? 2_000_000);
const patientCount = Math.max(1, Math.floor(procedureCount / 10));
/** Start times cycle over six years from 2020-01-01, so every day holds the same number of rows. */
const DAYS = 2192;

const SCENARIOS: Record<string, string> = {
  'list: no filter (default sort, stats of all rows)': '/procedures/?page=1&page_size=10',
  'list: month (Month toggle)': '/procedures/?start_date=2025-12-01&page=1&page_size=10',
  'list: week + doctor + status': '/procedures/?start_date=2025-12-28&doctor_name=lim&status=scheduled',
  'list: day, sort by patient_name': '/procedures/?start_date=2025-12-31&sortBy=patient_name&sortOrder=asc',
  'list: month, sort by amount, page 20': '/procedures/?start_date=2025-12-01&sortBy=amount&sortOrder=desc&page=20',
  'list: one patient': '/procedures/?patient_id=4242',
  'stats: no filter': '/procedures/dashboard/stats',
  'stats: month + doctor': '/procedures/dashboard/stats?start_date=2025-12-01&doctor_name=reyes',
};

/** INSERT … SELECT over generate_series, secondary indexes rebuilt after the load. */
async function seed({ db }: DatabaseHandle): Promise<void> {
  await bulkLoad(db, ['patients', 'procedures', 'procedure_transactions'], async (tx) => {
    await insertNumberedPatients(tx, patientCount);
    await tx.execute(sql`
      INSERT INTO procedures (id, patient_id, name, doctor_name, start_datetime, status, medications)
      SELECT g, 1 + g % ${patientCount},
             (ARRAY['Botox','Chemical Peel','Laser Hair Removal','Acne Facial','Dermal Filler',
                    'Medicine Refill / Purchase'])[1 + g % 6],
             (ARRAY['Dr. Reyes','Dr. Santos','Dr. Lim'])[1 + g % 3],
             TIMESTAMPTZ '2020-01-01 09:00+08' + ((g % ${DAYS}) || ' days')::interval + ((g % 9) || ' hours')::interval,
             (ARRAY['scheduled','ongoing','completed','cancelled'])[1 + (g / 3) % 4],
             '[{"name":"Tretinoin","dosage":"0.05%","frequency":"Nightly","start_date":null,"notes":"Duration: 2 weeks"}]'::jsonb
      FROM generate_series(1, ${procedureCount}) AS g`);
    await tx.execute(sql`
      INSERT INTO procedure_transactions (id, procedure_id, patient_id, amount, payment_mode, payment_status, payment_date)
      SELECT g, g, 1 + g % ${patientCount},
             ((g::bigint * 7919) % 5000000) / 100.0,
             (ARRAY['cash','card','paymaya','other'])[1 + (g / 7) % 4],
             CASE WHEN g % 3 = 0 THEN 'pending' ELSE 'paid' END,
             DATE '2020-01-01' + (g % ${DAYS})
      FROM generate_series(1, ${procedureCount}) AS g`);
  });
}

async function main(): Promise<void> {
  await withThrowawayPostgres(serverUrl, 'clinic_bench_proc', async (handle, { url, dataDir }) => {
    describePostgresRun(
      `${procedureCount.toLocaleString('en')} procedures (${patientCount.toLocaleString('en')} patients)`,
    );
    console.log(`seeded and indexed in ${await secondsTaken(() => seed(handle))} s`);
    const app = await startBenchApp(handle, dataDir, 'DOCTOR', url);
    await driveScenarios(app, SCENARIOS);
    await app.close();
  });
}

await main();
