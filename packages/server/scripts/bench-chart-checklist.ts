/**
 * The chart checklist and the incomplete-charts report under load, on PostgreSQL: seeds procedures
 * and their payments as the procedures bench does (a quarter each scheduled, ongoing, completed and
 * cancelled; no note is signed, so every treated procedure's chart is incomplete and the report
 * lists them all), serves the real app as an ADMIN and drives the report for a week and a month,
 * and one procedure's checklist.
 *
 *   npm run bench:chart-checklist                              # 2 000 000 procedures, 200 000 patients
 *   BENCH_PROCEDURES=200000 npm run bench:chart-checklist      # a quick run
 * Optional: DATABASE_URL (server to create the database on; default postgres://root@127.0.0.1:5432/test),
 * BENCH_SECONDS (per scenario, 10), BENCH_CONCURRENCY (16), BENCH_KEEP_DATABASE=1 (leave it for EXPLAIN).
 */
import { benchOnDashboardProcedures } from './bench-support.ts';

const SCENARIOS: Record<string, string> = {
  'checklist: one procedure': '/procedures/4242/chart-checklist',
  'report: one week': '/reports/incomplete-charts?from=2025-12-01&to=2025-12-07',
  'report: one month': '/reports/incomplete-charts?from=2025-12-01&to=2025-12-31',
};

await benchOnDashboardProcedures('clinic_bench_charts', 'ADMIN', SCENARIOS);
