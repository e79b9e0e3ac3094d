/**
 * A lot's recall under load, on PostgreSQL: creates a throw-away database, seeds patients and
 * procedures, five face points per procedure each using a lot, serves the real app on a loopback
 * port and drives `GET /lots/{id}/recipients` (and its CSV) at a fixed concurrency, printing
 * p50/p95/p99 and req/s. Target: p95 within 50 ms at 2 000 000 procedures.
 *
 *   npm run bench:recall                              # 2 000 000 procedures, 10 000 000 usages
 *   BENCH_PROCEDURES=200000 npm run bench:recall      # a quick run
 * Optional: DATABASE_URL (server to create the database on; default postgres://root@127.0.0.1:5432/test),
 * BENCH_SECONDS (per scenario, 10), BENCH_CONCURRENCY (16), BENCH_KEEP_DATABASE=1 (leave it for EXPLAIN).
 */
import { sql } from 'drizzle-orm';
import {
  benchPostgresServer,
  benchProcedureCounts,
  bulkLoad,
  describePostgresRun,
  driveScenarios,
  secondsTaken,
  seedProceduresWithPayments,
  servedBy,
  withThrowawayPostgres,
} from './bench-support.ts';

const { procedureCount, patientCount } = benchProcedureCounts();
const POINTS_PER_PROCEDURE = 5;
/** A lot as a clinic receives it (a few boxes of vials): about 20 patients treated from each, spread over the six years. */
const lotCount = Math.max(1, Math.floor(procedureCount / 20));
const PRODUCTS = 10;

const scenarios = (lots: number): Record<string, string> => ({
  // Any signed-in read costs at least this here (session check, routing, JSON): the recall's own cost is the rest.
  'floor: GET /users/me': '/users/me',
  'recipients: a lot': `/lots/${Math.ceil(lots / 2)}/recipients`,
  'recipients: another lot': `/lots/${lots}/recipients`,
  'recipients CSV: a lot': `/lots/${Math.ceil(lots / 3)}/recipients.csv`,
});

async function main(): Promise<void> {
  await withThrowawayPostgres(benchPostgresServer, 'clinic_bench_recall', async (handle, { url, dataDir }) => {
    describePostgresRun(
      `${procedureCount.toLocaleString('en')} procedures with ${POINTS_PER_PROCEDURE} points each, ` +
        `${lotCount.toLocaleString('en')} lots`,
    );
    const seed = async () => {
      await seedProceduresWithPayments(handle.db, { count: procedureCount, patientCount, dashboard: false });
      // The sets are keyed by procedure, without an id sequence for bulkLoad to move: loaded alongside.
      await bulkLoad(handle.db, ['products', 'product_lots', 'lot_usages'], async (tx) => {
        await tx.execute(sql`
          INSERT INTO products (id, name, category, unit, low_stock_threshold)
          SELECT g, 'Product ' || g, 'toxin', 'U', 0 FROM generate_series(1, ${PRODUCTS}) AS g`);
        await tx.execute(sql`
          INSERT INTO product_lots (id, product_id, lot_number, expiry_date, quantity_received, received_date)
          SELECT g, 1 + g % ${PRODUCTS}, 'LOT' || g, DATE '2030-12-31', 100000, DATE '2020-01-01'
          FROM generate_series(1, ${lotCount}) AS g`);
        await tx.execute(sql`
          INSERT INTO face_annotation_sets (procedure_id, patient_id, annotations)
          SELECT g, 1 + g % ${patientCount},
                 (SELECT jsonb_agg(jsonb_build_object('id', 'p' || k, 'label', 'Point ' || k, 'x', 10 * k, 'y', 50,
                                                      'view', 'front', 'condition', 'Lines', 'treatment', 'Toxin',
                                                      'lot_id', 1 + g % ${lotCount}, 'amount', 4))
                  FROM generate_series(1, ${POINTS_PER_PROCEDURE}) AS k)
          FROM generate_series(1, ${procedureCount}) AS g`);
        await tx.execute(sql`
          INSERT INTO lot_usages (id, lot_id, procedure_id, patient_id, point_id, amount)
          SELECT (g - 1) * ${POINTS_PER_PROCEDURE} + k, 1 + g % ${lotCount}, g, 1 + g % ${patientCount}, 'p' || k, 4
          FROM generate_series(1, ${procedureCount}) AS g, generate_series(1, ${POINTS_PER_PROCEDURE}) AS k`);
      });
      await handle.db.execute(sql`VACUUM ANALYZE face_annotation_sets`);
    };
    console.log(`seeded and indexed in ${await secondsTaken(seed)} s`);
    await servedBy(handle, dataDir, 'DOCTOR', (app) => driveScenarios(app, scenarios(lotCount)), url);
  });
}

await main();
