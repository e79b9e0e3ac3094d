/**
 * A long chart on PostgreSQL: a throw-away database where every patient has BENCH_CHART_PROCEDURES
 * (500) procedures, each with three signed visit notes and an amendment of its first note. The real
 * app, as `npm start` runs it, serves the API and the built portal on a loopback port.
 *  1. The API part of opening the chart, each call driven at BENCH_CONCURRENCY (4) for BENCH_SECONDS
 *     (10): the profile, the procedures tab's list, a procedure's notes, the consultation's
 *     signatures. Target: 50 ms p95.
 *  2. The screens in Debian's Chromium, BENCH_RENDERS (20) times each, a different patient each
 *     time: the profile opened until the details show (from the page's start, and from the
 *     request for the patient), its Procedures tab clicked until its first page of rows shows,
 *     and another patient's profile picked in the quick search until its details show (opened
 *     within the portal, its scripts already running). Target: 300 ms p95.
 *
 *   npm run bench:chart                  # builds the portal first
 * Optional: DATABASE_URL (server to create the database on), BENCH_CHART_PATIENTS (100),
 * BENCH_KEEP_DATABASE=1 (leave it for EXPLAIN), BENCH_CHART_SCREENS_ONLY=1 (the screens alone: a
 * change to the portal measured before and after without a minute of API load between the runs).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { chromium, type Page } from '@playwright/test';
import { createPatientInputSchema } from '@clinic/contracts';
import { buildPatientInput } from '@clinic/contracts/testing';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { patients } from '../src/db/schema/index.ts';
import { toPatientValues } from '../src/patients/patients.mapper.ts';
import {
  benchPostgresServer,
  benchSetting,
  bulkLoad,
  driveLoad,
  latencySummary,
  loadSettings,
  measureLatencies,
  secondsTaken,
  seedProceduresWithPayments,
  servedBy,
  withThrowawayPostgres,
  type BenchApp,
  type LatencySummary,
} from './bench-support.ts';

const proceduresPerPatient = benchSetting('BENCH_CHART_PROCEDURES', 500);
const patientCount = benchSetting('BENCH_CHART_PATIENTS', 100);
const load = { ...loadSettings, concurrency: benchSetting('BENCH_CONCURRENCY', 4) };
const renders = benchSetting('BENCH_RENDERS', 20);
const screensOnly = process.env.BENCH_CHART_SCREENS_ONLY === '1';
/** Patient 1's procedures: the seed gives procedure g to patient 1 + g % patientCount. */
const chartProcedure = (n: number) => patientCount * (1 + (n % proceduresPerPatient));

/** Two-digit ids, so no measured patient's "Patient ID: n" is the start of another's. */
const FIRST_MEASURED_PATIENT = 11;
/** The rows the profile's Procedures tab draws at once (PROCEDURES_TAB_PAGE_SIZE of the web). */
const TAB_PAGE_ROWS = 50;

// The same flags the browser tests run Chromium with (e2e/support/environment.ts).
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

const SECTIONS = JSON.stringify([
  ['Subjective', 'Frown lines, wants a softer look before a wedding in March.'],
  ['Objective', 'Dynamic glabellar lines grade 2; no ptosis; skin intact.'],
  ['Assessment', 'Suitable for botulinum toxin to the glabella.'],
  ['Plan', '20 U to five points; review in two weeks; no massage for 24 hours.'],
]);

/** Three signed notes per procedure and an amendment of each procedure's first note. */
async function seedNotes(db: Database): Promise<void> {
  await bulkLoad(db, ['procedure_notes', 'note_amendments'], async (tx) => {
    await tx.execute(sql`
      INSERT INTO procedure_notes (procedure_id, patient_id, sections, author_name, author_role, created_at,
                                   updated_at, signed_at, signed_by_name, sha256)
      SELECT p.id, p.patient_id, ${SECTIONS}::jsonb, p.doctor_name, 'DOCTOR', p.start_datetime,
             p.start_datetime, p.start_datetime + n * INTERVAL '10 minutes', p.doctor_name,
             encode(sha256((${SECTIONS} || p.id || n)::bytea), 'hex')
      FROM procedures p, generate_series(1, 3) AS n`);
    await tx.execute(sql`
      INSERT INTO note_amendments (note_id, reason, sections, signed_by_name, signed_at, sha256)
      SELECT min(id), 'Units corrected', '[["Plan","22 U, not 20 U"]]'::jsonb, min(signed_by_name),
             min(signed_at) + INTERVAL '1 day', encode(sha256(min(id)::text::bytea), 'hex')
      FROM procedure_notes GROUP BY procedure_id`);
  });
}

async function apiPart(app: BenchApp): Promise<Record<string, LatencySummary>> {
  let next = 0;
  let nextPatient = 0;
  const scenarios: Record<string, string | (() => string)> = {
    'patient profile': '/patients/1',
    'procedures tab list': '/procedures/patient/1',
    // Each patient in turn: more long charts than the server keeps, so every answer is read afresh.
    'procedures tab list, first read': () => `/procedures/patient/${1 + (nextPatient++ % patientCount)}`,
    'a procedure’s notes': () => `/procedures/${chartProcedure((next += 1))}/notes`,
    'consultation signatures': '/patients/1/consultation/signatures',
  };
  const rows: Record<string, LatencySummary> = {};
  for (const [name, apiPath] of Object.entries(scenarios)) {
    rows[name] = latencySummary(await driveLoad(app.baseUrl, app.token, apiPath, load));
  }
  return rows;
}

/**
 * The page's clock (milliseconds since its navigation began) at the first frame where `condition`
 * holds. Page code is written as text: this package is type-checked without the DOM's types.
 */
async function pageTimeWhen(page: Page, condition: string): Promise<number> {
  const handle = await page.waitForFunction(`(${condition}) ? performance.now() : false`, undefined, {
    polling: 'raf',
  });
  return Number(await handle.jsonValue());
}

/**
 * From the screen open in `page`, the profile of another patient opened as staff open one within
 * the portal: found by ID in the quick search, then picked. Milliseconds from the pick until the
 * details show, the portal's scripts already running.
 */
async function profileOpenedInApp(page: Page, patientId: number): Promise<number> {
  await page.getByRole('combobox', { name: 'Find a patient' }).fill(String(patientId));
  const option = `[...document.querySelectorAll('[role="option"]')].find((option) => option.textContent.includes('ID ${patientId} ·'))`;
  await pageTimeWhen(page, option);
  const pickedAt = Number(
    await page.evaluate(`(() => { const at = performance.now(); ${option}.click(); return at; })()`),
  );
  return (await pageTimeWhen(page, `document.body.innerText.includes('Patient ID: ${patientId}')`)) - pickedAt;
}

async function webPart(app: BenchApp) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // The page checks below are sent as text, which the portal's Content-Security-Policy would refuse to run.
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
    await page.goto(`${app.baseUrl}/login`);
    await page.evaluate(`window.localStorage.setItem('token', ${JSON.stringify(app.token)})`);
    // One visit first, so the browser's cache holds the scripts as on any visit after the first.
    await page.goto(`${app.baseUrl}/patients/1`);
    await pageTimeWhen(page, `document.body.innerText.includes('Patient ID: 1')`);
    const pageLoad: number[] = [];
    const profile: number[] = [];
    const proceduresTab: number[] = [];
    const inApp: number[] = [];
    // A different patient each time, so no answer is cached.
    for (let run = 0; run < renders; run += 1) {
      const patientId = FIRST_MEASURED_PATIENT + run;
      await page.goto(`${app.baseUrl}/patients/${patientId}`);
      const profileShownAt = await pageTimeWhen(page, `document.body.innerText.includes('Patient ID: ${patientId}')`);
      // When the patient was asked for: the profile's route asks as it matches, while the screen's scripts load.
      const askedAt = Number(
        await page.evaluate(
          `performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/v1/patients/${patientId}')).startTime`,
        ),
      );
      const clickedAt = Number(
        await page.evaluate(`(() => {
          const at = performance.now();
          [...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent === 'Procedures').click();
          return at;
        })()`),
      );
      const rowsShownAt = await pageTimeWhen(
        page,
        `document.querySelectorAll('[aria-label^="View "]').length >= ${Math.min(proceduresPerPatient, TAB_PAGE_ROWS)}`,
      );
      pageLoad.push(profileShownAt);
      profile.push(profileShownAt - askedAt);
      proceduresTab.push(rowsShownAt - clickedAt);
      inApp.push(await profileOpenedInApp(page, FIRST_MEASURED_PATIENT + renders + run));
    }
    const summary = (latencies: number[]) =>
      latencySummary(
        measureLatencies(
          latencies,
          latencies.reduce((sum, value) => sum + value, 0),
        ),
      );
    return {
      'profile: page opened to details shown': summary(pageLoad),
      'profile: patient asked for to details shown': summary(profile),
      [`Procedures tab clicked, first ${TAB_PAGE_ROWS} of ${proceduresPerPatient} rows shown`]: summary(proceduresTab),
      'profile: picked in quick search (in the portal) to details shown': summary(inApp),
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  await withThrowawayPostgres(benchPostgresServer, 'clinic_bench_chart', async (handle, { url, dataDir }) => {
    const count = patientCount * proceduresPerPatient;
    console.log(
      `PostgreSQL, ${patientCount} patients × ${proceduresPerPatient} procedures, 3 signed notes each and an ` +
        `amendment; concurrency ${load.concurrency}, ${load.seconds}s per call; ${os.cpus().length} cores, ` +
        `load average ${os
          .loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}`,
    );
    const seed = async () => {
      await seedProceduresWithPayments(handle.db, { count, patientCount, dashboard: true });
      await seedNotes(handle.db);
      // Every patient's profile as the New Patient form writes one (the seed fills only names and
      // contacts), each keeping its own name.
      const { first_name: _first, last_name: _last, ...parts } = createPatientInputSchema.parse(buildPatientInput());
      await handle.db.update(patients).set(toPatientValues(parts));
    };
    console.log(`seeded and indexed in ${await secondsTaken(seed)} s`);
    await servedBy(
      handle,
      dataDir,
      'DOCTOR',
      async (app) => {
        if (!screensOnly) console.table(await apiPart(app));
        const started = performance.now();
        console.table(await webPart(app));
        console.log(`screens measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      },
      url,
    );
  });
}

await main();
