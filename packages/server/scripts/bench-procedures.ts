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
import { benchOnDashboardProcedures } from './bench-support.ts';

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

await benchOnDashboardProcedures('clinic_bench_proc', 'DOCTOR', SCENARIOS);
