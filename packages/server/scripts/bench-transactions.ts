/**
 * Transactions list and CSV export under load, on PostgreSQL: creates a throw-away database,
 * seeds patients, procedures and transactions with set-based SQL, serves the real app on a
 * loopback port, drives the list (filters + stats) at a fixed concurrency, then times the CSV
 * export over HTTP against PostgreSQL's own COPY of the same rows (psql \copy to /dev/null).
 *
 *   npm run bench:transactions                                  # 5 000 000 transactions
 *   BENCH_TRANSACTIONS=500000 npm run bench:transactions        # a quick run
 * Optional: DATABASE_URL (server to create the database on; default postgres://root@127.0.0.1:5432/test),
 * BENCH_EXPORT_ROWS (1 000 000), BENCH_SECONDS (per scenario, 10), BENCH_CONCURRENCY (16),
 * BENCH_KEEP_DATABASE=1 (leave the seeded database in place for EXPLAIN; its name is printed).
 */
import {
  benchPostgresServer,
  benchSetting,
  describePostgresRun,
  driveScenarios,
  mb,
  secondsTaken,
  SEED_DAYS,
  SEED_FIRST_DAY,
  seedProceduresWithPayments,
  startBenchApp,
  timeCsvDownload,
  timePsqlCopy,
  withThrowawayPostgres,
} from './bench-support.ts';

const transactionCount = benchSetting('BENCH_TRANSACTIONS', 5_000_000);
const exportRowsWanted = Math.min(benchSetting('BENCH_EXPORT_ROWS', 1_000_000), transactionCount);
const patientCount = Math.max(1, Math.floor(transactionCount / 10));

const SCENARIOS: Record<string, string> = {
  'no filter (page 1, all rows in stats)': '',
  'one month': 'start_date=2024-03-01&end_date=2024-03-31',
  'one month, paid, cash': 'start_date=2024-03-01&end_date=2024-03-31&payment_status=paid&payment_mode=cash',
  'one week, sort by amount, page 20': 'start_date=2024-03-01&end_date=2024-03-07&sortBy=amount&sortOrder=asc&page=20',
  'patient name (rare) + one year': 'patient_name=santos1a&start_date=2024-01-01&end_date=2024-12-31',
  'procedure name + one month': 'procedure_name=botox&start_date=2024-03-01&end_date=2024-03-31',
};

function isoDay(offset: number): string {
  return new Date(Date.parse(`${SEED_FIRST_DAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The export's path with all six fields, and the same rows and columns for PostgreSQL's own COPY. */
function exportOf(range: { start: string; end: string }) {
  const fields = 'patient,procedure,paymentStatus,paymentMode,amount,paymentDate';
  return {
    apiPath: `/procedure-transactions/export/csv?start_date=${range.start}&end_date=${range.end}&fields=${fields}&granularity=none`,
    query: `SELECT pa.first_name || ' ' || pa.last_name, pr.name, t.payment_status, t.payment_mode, t.amount::text, t.payment_date::text
    FROM procedure_transactions t JOIN procedures pr ON pr.id = t.procedure_id JOIN patients pa ON pa.id = t.patient_id
    WHERE t.payment_date BETWEEN '${range.start}' AND '${range.end}' ORDER BY t.payment_date, t.id`,
  };
}

async function main(): Promise<void> {
  await withThrowawayPostgres(benchPostgresServer, 'clinic_bench_tx', async (handle, { url, dataDir }) => {
    describePostgresRun(
      `${transactionCount.toLocaleString('en')} transactions (${patientCount.toLocaleString('en')} patients)`,
    );
    const seed = () =>
      seedProceduresWithPayments(handle.db, { count: transactionCount, patientCount, dashboard: false });
    console.log(`seeded and indexed in ${await secondsTaken(seed)} s`);

    const app = await startBenchApp(handle, dataDir, 'ADMIN', url);
    console.log('GET /procedure-transactions (items + stats)');
    await driveScenarios(
      app,
      Object.fromEntries(Object.entries(SCENARIOS).map(([name, query]) => [name, `/procedure-transactions?${query}`])),
    );

    const exportDays = Math.min(SEED_DAYS, Math.ceil((exportRowsWanted * SEED_DAYS) / transactionCount));
    const range = { start: isoDay(0), end: isoDay(exportDays - 1) };
    await app.close();
    // A fresh server for the export, so its peak memory is the export's, not the list load's.
    const exportServer = await startBenchApp(handle, dataDir, 'ADMIN', url);
    const csvExport = exportOf(range);
    const http = await timeCsvDownload(exportServer, csvExport.apiPath);
    await exportServer.close();
    const copy = await timePsqlCopy(url, csvExport.query);
    console.log(`CSV export ${range.start} … ${range.end}, all six fields, granularity none`);
    console.table({
      'HTTP export (app)': {
        rows: http.rows,
        seconds: http.seconds.toFixed(2),
        'rows/s': Math.round(http.rows / http.seconds),
        MB: (http.bytes / 1024 / 1024).toFixed(1),
        'RSS before': mb(http.rssBefore),
        'RSS peak': mb(http.peak),
      },
      'psql \\copy to /dev/null': {
        rows: http.rows,
        seconds: copy.seconds.toFixed(2),
        'rows/s': Math.round(http.rows / copy.seconds),
        MB: '',
        'RSS before': '',
        'RSS peak': '',
      },
    });
  });
}

await main();
