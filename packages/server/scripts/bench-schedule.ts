/**
 * The schedule under load, on PostgreSQL: creates a throw-away database, seeds 20 doctors'
 * appointments (eight a day each, statuses, attendance and confirmations mixed) with
 * generate_series, serves the real app on a loopback port and drives `GET /schedule` at a fixed
 * concurrency, printing p50/p95/p99 and req/s. Target: the week of all 20 doctors within 50 ms p95
 * at 2 000 000 procedures. The server keeps an answer until a procedure or patient is written;
 * "first read" asks for a different week each time, so it shows the cost of a week not kept.
 *
 *   npm run bench:schedule                              # 2 000 000 procedures
 *   BENCH_PROCEDURES=200000 npm run bench:schedule      # a quick run
 * Optional: DATABASE_URL (server to create the database on; default postgres://root@127.0.0.1:5432/test),
 * BENCH_SECONDS (per scenario, 10), BENCH_CONCURRENCY (16), BENCH_KEEP_DATABASE=1 (leave it for EXPLAIN).
 */
import { sql } from 'drizzle-orm';
import {
  benchPostgresServer,
  type ApiPath,
  benchProcedureCounts,
  bulkLoad,
  describePostgresRun,
  driveScenarios,
  insertNumberedPatients,
  secondsTaken,
  servedBy,
  withThrowawayPostgres,
} from './bench-support.ts';

const { procedureCount, patientCount } = benchProcedureCounts();
const DOCTORS = 20;
const PER_DOCTOR_A_DAY = 8;
const PER_DAY = DOCTORS * PER_DOCTOR_A_DAY;
/** The seed fills days from here on, PER_DAY appointments each; 2 000 000 reach into 2034. */
const FIRST_DAY = '2000-01-02';

/** The clinic day `days` after FIRST_DAY (a Sunday, so multiples of seven are Sundays too). */
const seededDay = (days: number) =>
  new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A Sunday-to-Saturday week in the middle of the seeded days, as the week view asks for it. */
const middleSunday = Math.floor(procedureCount / PER_DAY / 2 / 7) * 7;
const WEEK = { start: seededDay(middleSunday), end: seededDay(middleSunday + 6) };

/** Each call a week of all doctors not asked for before in the run (a new Sunday each time), so never a kept answer. */
let weeksAsked = 0;
const weekNotReadBefore = () => {
  const sunday = 7 * (weeksAsked++ % Math.floor(procedureCount / PER_DAY / 7));
  return `/schedule?start=${seededDay(sunday)}&end=${seededDay(sunday + 6)}`;
};

const scenarios: Record<string, ApiPath> = {
  // Any signed-in read costs at least this here (session check, routing, JSON): the schedule's own cost is the rest.
  'floor: GET /users/me': '/users/me',
  'week, all 20 doctors': `/schedule?start=${WEEK.start}&end=${WEEK.end}`,
  'week, all 20 doctors, first read': weekNotReadBefore,
  'week, one doctor': `/schedule?start=${WEEK.start}&end=${WEEK.end}&doctor_name=${encodeURIComponent('Dr. Doctor 7')}`,
  'day, all doctors': `/schedule?start=${WEEK.start}&end=${WEEK.start}`,
  "month's rates": `/schedule/month-rates?month=${WEEK.start.slice(0, 7)}`,
};

async function main(): Promise<void> {
  await withThrowawayPostgres(benchPostgresServer, 'clinic_bench_schedule', async (handle, { url, dataDir }) => {
    describePostgresRun(
      `${procedureCount.toLocaleString('en')} procedures of ${DOCTORS} doctors, ${PER_DOCTOR_A_DAY} a day each ` +
        `(the week of ${WEEK.start})`,
    );
    const seed = () =>
      bulkLoad(handle.db, ['patients', 'procedures'], async (tx) => {
        await insertNumberedPatients(tx, patientCount);
        // Appointment g: day g / PER_DAY, doctor g % DOCTORS, one of eight hourly slots from 09:00 clinic time.
        await tx.execute(sql`
          INSERT INTO procedures (id, patient_id, name, doctor_name, start_datetime, end_datetime, status,
                                  attendance, confirmation, medications)
          SELECT g, 1 + g % ${patientCount},
                 (ARRAY['Botox','Chemical Peel','Laser Hair Removal','Acne Facial','Dermal Filler'])[1 + g % 5],
                 'Dr. Doctor ' || (g % ${DOCTORS}),
                 start_at, start_at + interval '45 minutes',
                 (ARRAY['scheduled','ongoing','completed','cancelled'])[1 + (g / 7) % 4],
                 (ARRAY['expected','arrived','no_show'])[1 + (g / 3) % 3],
                 (ARRAY['unconfirmed','confirmed','declined'])[1 + (g / 5) % 3],
                 '[]'::jsonb
          FROM generate_series(1, ${procedureCount}) AS g,
               LATERAL (SELECT ${sql.raw(`TIMESTAMPTZ '${FIRST_DAY} 09:00+08'`)} + ((g / ${PER_DAY}) || ' days')::interval
                               + (((g / ${DOCTORS}) % ${PER_DOCTOR_A_DAY}) || ' hours')::interval AS start_at) AS slot`);
      });
    console.log(`seeded and indexed in ${await secondsTaken(seed)} s`);
    await servedBy(handle, dataDir, 'STAFF', (app) => driveScenarios(app, scenarios), url);
  });
}

await main();
