/**
 * The server's own cost, on PostgreSQL: the real server (the bundle, as `npm start` runs it) and a
 * floor server (plain node:http + pg, one statement per request, `bench-api-floor.ts`) serve the
 * same database in processes of their own; each request is driven against both, one after the
 * other, with the same load generator, and the table prints req/s, p50/p95/p99 and the ratio.
 *
 *   npm run bench:api
 * Optional: DATABASE_URL (server to create the database on), BENCH_PROCEDURES (200 000),
 * BENCH_SECONDS (per request and server, 10), BENCH_CONCURRENCY (16).
 */
import { buildPatientInput } from '@clinic/contracts/testing';
import path from 'node:path';
import {
  type BenchApp,
  benchPostgresServer,
  benchProcedureCounts,
  driveLoad,
  latencySummary,
  loadSettings,
  seedDashboardProcedures,
  spawnServing,
  startBenchApp,
  type ServingProcess,
  withThrowawayPostgres,
} from './bench-support.ts';

const { procedureCount, patientCount } = benchProcedureCounts(200_000);

/** The requests measured; `{patient}` stands for a patient created through the API with a full intake. */
const REQUESTS: Record<string, string> = {
  health: '/health',
  'patient read': '/patients/{patient}',
  'patients list, page 1': '/patients/?page=1&page_size=10',
  'procedures list, month': '/procedures/?start_date=2025-12-01&end_date=2025-12-31&page=1&page_size=10',
  'transactions list, month': '/procedure-transactions?start_date=2025-12-01&end_date=2025-12-31&page=1&page_size=10',
};

function startFloor(url: string): Promise<ServingProcess> {
  const floor = path.join(import.meta.dirname, 'bench-api-floor.ts');
  return spawnServing((port) => ['--import', 'tsx', floor, url, String(port)], {}, 'ignore');
}

/** A patient with every intake section answered, as the kiosk or the front desk would register one. */
async function createFullPatient(app: BenchApp): Promise<number> {
  const form = new FormData();
  form.set('patient_in', JSON.stringify(buildPatientInput()));
  const response = await fetch(`${app.baseUrl}/api/v1/patients/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${app.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`creating the patient: HTTP ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

async function main(): Promise<void> {
  await withThrowawayPostgres(benchPostgresServer, 'clinic_bench_api', async (handle, { url, dataDir }) => {
    await seedDashboardProcedures(handle, { procedureCount, patientCount });
    const portal = await startBenchApp(handle, dataDir, 'DOCTOR', url);
    const floor = await startFloor(url);
    const patientId = String(await createFullPatient(portal));
    const rows: Record<string, object> = {};
    for (const [request, template] of Object.entries(REQUESTS)) {
      const apiPath = template.replace('{patient}', patientId);
      // A short warm-up of each, so neither pays for its first connections and plans in the figures.
      await driveLoad(portal.baseUrl, portal.token, apiPath, { ...loadSettings, seconds: 1 });
      await driveLoad(floor.baseUrl, portal.token, apiPath, { ...loadSettings, seconds: 1 });
      const ours = await driveLoad(portal.baseUrl, portal.token, apiPath, loadSettings);
      const least = await driveLoad(floor.baseUrl, portal.token, apiPath, loadSettings);
      rows[`${request}: portal`] = latencySummary(ours);
      rows[`${request}: floor`] = latencySummary(least);
      rows[`${request}: ratio`] = { 'req/s': (ours.perSecond / least.perSecond).toFixed(2) };
    }
    console.table(rows);
    await floor.close();
    await portal.close();
  });
}

await main();
