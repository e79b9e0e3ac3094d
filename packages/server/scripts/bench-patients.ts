/**
 * Patients list, its search fields and the quick search under load: seeds synthetic patients with
 * one set-based INSERT, times the queries straight through the driver, then serves the real app
 * on a loopback port, in a process of its own on either engine, and drives it at a fixed
 * concurrency.
 *
 *   npm run bench:patients                       # PGlite in a temp dir, 100 000 patients
 *   DATABASE_URL=postgres://… npm run bench:patients   # a fresh database on that server, 1 000 000
 * Optional: BENCH_PATIENTS (row count), BENCH_SECONDS (per scenario, default 10), BENCH_CONCURRENCY (16),
 * BENCH_KEEP_DATABASE=1 (PostgreSQL: leave the database for EXPLAIN),
 * BENCH_DATABASE_URL=postgres://… (a database kept by an earlier run of the same BENCH_PATIENTS:
 * reused, not seeded; a million patients take minutes to seed and index).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { patientListQuerySchema, quickSearchQuerySchema } from '@clinic/contracts';
import { systemClock } from '../src/clock.ts';
import type { DatabaseHandle, Queryable } from '../src/db/client.ts';
import { createPatientsService } from '../src/patients/patients.service.ts';
import { createQuickSearchService } from '../src/patients/quick-search.service.ts';
import { createDownloadLinks } from '../src/keys/download-links.ts';
import { createLocalFileStorage } from '../src/storage/file-storage.ts';
import {
  benchSetting,
  bulkLoad,
  driveLoad,
  formatMs,
  type Latencies,
  latencySummary,
  loadSettings,
  secondsTaken,
  startBenchApp,
  startPgliteServer,
  timeSequential,
  withKeptPostgres,
  withThrowawayPglite,
  withThrowawayPostgres,
} from './bench-support.ts';

const serverUrl = process.env.DATABASE_URL;
const keptUrl = process.env.BENCH_DATABASE_URL;
const rowCount = benchSetting('BENCH_PATIENTS', serverUrl || keptUrl ? 1_000_000 : 100_000);
const { seconds, concurrency } = loadSettings;

const words = (text: string) => text.trim().split(/\s+/);
const FIRST_NAMES = words(`Maria José Ana Juan Rosa Pedro Luz Carlos Elena Ramón
  Teresa Miguel Carmen Antonio Isabel Manuel Josefina Rafael Cristina Andrés`);
const LAST_NAMES = words('Santos Reyes Cruz Bautista Ocampo Garcia Mendoza Torres Tomas Andrada');
/** Surnames few patients share: one patient in every RARE_EVERY has one, the first five even at 100 000. */
const RARE_LAST_NAMES = words(
  'Dimaculangan Peña Macaraeg Ibáñez Villaseñor Pangilinan Magsaysay Nuñez Bernardino Quiñones',
);
const RARE_EVERY = 20_011;

/** The patient numbered `g` as the seed writes it (ids are 1…rowCount). */
const seeded = {
  firstName: (g: number) => FIRST_NAMES[g % FIRST_NAMES.length]!,
  phone: (g: number) => `09${String((g * 7919) % 1_000_000_000).padStart(9, '0')}`,
};
/** A rare surname's first patient: its number and name. */
const rarePatient = (index: number) => {
  const g = 7 + index * RARE_EVERY;
  return { g, firstName: seeded.firstName(g), lastName: RARE_LAST_NAMES[index]! };
};

/** GET /patients/ queries: the list screen and the spec's three search fields. */
const LIST_SCENARIOS: Record<string, string> = {
  'list, newest first': 'page=1&page_size=10',
  'list, by last name, page 50': 'page=50&page_size=10&sortBy=last_name&sortOrder=asc',
  'first name search (common)': 'first_name_search=maria',
  'last name search (rare)': 'last_name_search=santos1a',
  'phone search': 'phone_search=0917%2012',
};

/** What staff type into the quick search box, one kind of text each; every one finds someone. */
function quickSearchScenarios(): Record<string, string> {
  const dimaculangan = rarePatient(0);
  const pena = rarePatient(1);
  const phone = seeded.phone(31_337);
  return {
    'common name': 'maria',
    'rare name': dimaculangan.lastName,
    'typo in a rare name (one letter)': 'Dimaculngan',
    'typo in a common name (one letter)': 'Cristna',
    'full name, first name first (no accent)': `${pena.firstName} Pena`,
    'full name, last name first (no accent)': `Pena ${pena.firstName}`,
    'phone fragment (+63, spaces, dash)': `+63 ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7, 9)}`,
    'e-mail': 'Patient54321@Example.com',
    'patient ID': String(rowCount - 4242),
  };
}

/**
 * INSERT … SELECT over generate_series: first names from a list (accents included), a middle
 * name in three of four, last names from a list plus four hash characters, one patient in every
 * RARE_EVERY with a rare surname, distinct phones.
 */
async function insertPatients(tx: Queryable): Promise<void> {
  const pick = (names: string[], index: SQL) => sql`(string_to_array(${names.join(' ')}, ' '))[1 + ${index}]`;
  await tx.execute(sql`
    INSERT INTO patients (id, first_name, middle_name, last_name, sex, date_of_birth, email, phone_primary,
                          phone_primary_digits, lifestyle, created_by_role, created_at, updated_at)
    SELECT g,
           ${pick(FIRST_NAMES, sql`g % ${FIRST_NAMES.length}`)},
           CASE WHEN g % 4 <> 0 THEN ${pick(LAST_NAMES, sql`(g / 200) % ${LAST_NAMES.length}`)} END,
           CASE WHEN g % ${RARE_EVERY} = 7 THEN ${pick(RARE_LAST_NAMES, sql`(g / ${RARE_EVERY}) % ${RARE_LAST_NAMES.length}`)}
                ELSE ${pick(LAST_NAMES, sql`(g / 20) % ${LAST_NAMES.length}`)} || substr(md5(g::text), 1, 4) END,
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
}

const ratio = (server: Latencies, driver: Latencies) => `${(server.p95 / driver.p95).toFixed(1)}×`;

function row(server: Latencies, driver: Latencies) {
  return {
    ...latencySummary(server),
    'driver p50': formatMs(driver.p50),
    'driver p95': formatMs(driver.p95),
    'server/driver p95': ratio(server, driver),
  };
}

async function bench(handle: DatabaseHandle, dataDir: string, url?: string): Promise<void> {
  console.log(
    `driver ${handle.driver}, ${rowCount.toLocaleString('en')} patients, concurrency ${concurrency}, ${seconds}s each, ` +
      `${os.cpus().length} cores`,
  );
  const seed = () => bulkLoad(handle.db, ['patients'], insertPatients);
  console.log(keptUrl ? 'reusing a seeded database' : `seeded and indexed in ${await secondsTaken(seed)} s`);

  const service = createPatientsService({
    db: handle.db,
    storage: createLocalFileStorage(path.join(dataDir, 'files')),
    downloadLinks: createDownloadLinks(crypto.randomBytes(32), systemClock),
    // No cache here: the driver column times the queries themselves.
    totalsCache: { load: (_key, count) => count(), keptAt: () => undefined, latest: () => undefined },
    clock: systemClock,
  });
  const quickSearch = createQuickSearchService({ db: handle.db });
  // The driver's figures first: on PGlite the server's process holds the database once it starts.
  const listDriver: Record<string, Latencies> = {};
  for (const [name, query] of Object.entries(LIST_SCENARIOS)) {
    const parsed = patientListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    listDriver[name] = await timeSequential(50, () => service.list(parsed));
  }
  const searchDriver: Record<string, { found: string; latencies: Latencies }> = {};
  for (const [name, q] of Object.entries(quickSearchScenarios())) {
    const query = quickSearchQuerySchema.parse({ q });
    const { items } = await quickSearch.search(query);
    const found = `${items.length}${items[0] ? ` (${items[0].match})` : ''}`;
    searchDriver[name] = { found, latencies: await timeSequential(50, () => quickSearch.search(query)) };
  }

  const app = url
    ? await startBenchApp(handle, dataDir, 'ADMIN', url)
    : await startPgliteServer(handle, dataDir, 'ADMIN');
  /** A signed-in GET that reads no patient: what the machine answers at this load without any search. */
  const floor = async (when: string) => {
    const { p50, p95, perSecond } = await driveLoad(app.baseUrl, app.token, '/users/me', loadSettings);
    console.log(`floor ${when}: GET /users/me ${perSecond} req/s, p50 ${formatMs(p50)}, p95 ${formatMs(p95)}`);
  };
  await floor('before');

  const list: Record<string, ReturnType<typeof row>> = {};
  for (const [name, query] of Object.entries(LIST_SCENARIOS)) {
    list[name] = row(await driveLoad(app.baseUrl, app.token, `/patients/?${query}`, loadSettings), listDriver[name]!);
  }
  console.log('GET /patients/');
  console.table(list);

  const search: Record<string, ReturnType<typeof row> & { q: string; found: string }> = {};
  for (const [name, q] of Object.entries(quickSearchScenarios())) {
    const apiPath = `/patients/search?${new URLSearchParams({ q })}`;
    const { found, latencies } = searchDriver[name]!;
    search[name] = { q, found, ...row(await driveLoad(app.baseUrl, app.token, apiPath, loadSettings), latencies) };
  }
  console.log('GET /patients/search?q=…&limit=8');
  console.table(search);
  await floor('after');
  await app.close();
}

async function main(): Promise<void> {
  if (keptUrl) {
    await withKeptPostgres(keptUrl, (handle, { url, dataDir }) => bench(handle, dataDir, url));
    return;
  }
  if (serverUrl) {
    await withThrowawayPostgres(serverUrl, 'clinic_bench', (handle, { url, dataDir }) => bench(handle, dataDir, url));
    return;
  }
  await withThrowawayPglite('clinic-bench', bench);
}

await main();
