/**
 * Billing under load, on PostgreSQL: creates a throw-away database, seeds issued and paid invoices
 * of three lines each with set-based SQL, serves the real app from two server processes on that one
 * database, then measures:
 *   - sales (a draft written, then issued) at a fixed concurrency across the two servers, timed as
 *     the issue alone (`POST /invoices/{id}/issue`), the draft alone and the two together;
 *   - the day's figures (GET /billing/day) of a seeded day;
 *   - a year's sales journal streamed over HTTP against psql's COPY of the same rows;
 * and checks that the documents issued during the run chain onto the seeded series without a gap.
 *
 *   npm run bench:billing                               # 1 000 000 invoices
 *   BENCH_INVOICES=100000 npm run bench:billing         # a quick run
 * Optional: DATABASE_URL (server to create the database on; default postgres://root@127.0.0.1:5432/test),
 * BENCH_SECONDS (per scenario, 10), BENCH_CONCURRENCY (16), BENCH_KEEP_DATABASE=1 (leave the seeded
 * database in place for EXPLAIN; its name is printed), BENCH_DATABASE_URL (a database kept by an
 * earlier run with the same BENCH_INVOICES, reused without seeding).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { computeInvoiceTotals, type InvoiceDiscount, type Invoice, type PricedLine } from '@clinic/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { documentSeries, invoices } from '../src/db/schema/index.ts';
import { createBillingRepository } from '../src/billing/billing.repository.ts';
import { chainedHash, invoiceContent } from '../src/billing/document-chain.ts';
import {
  type BenchApp,
  benchPostgresServer,
  benchSetting,
  bulkLoad,
  describePostgresRun,
  driveLoad,
  insertNumberedPatients,
  latencySummary,
  loadSettings,
  mb,
  measureLatencies,
  secondsTaken,
  startBenchApp,
  timeCsvDownload,
  timePsqlCopy,
  withKeptPostgres,
  withThrowawayPostgres,
} from './bench-support.ts';

const invoiceCount = benchSetting('BENCH_INVOICES', 1_000_000);
const patientCount = Math.max(1, Math.floor(invoiceCount / 10));

/** The seeded invoices are spread evenly over two years from this moment, in number order. */
const FIRST_ISSUE = '2024-01-01 09:00+08';
const SEED_SECONDS = 731 * 86_400;
const JOURNAL_YEAR = { from: '2025-01-01', to: '2025-12-31' };
/** A day in the middle of the seeded span: its figures are what a day close reads. */
const CLOSE_DAY = '2025-06-16';

/** The price list the seed bills from: every invoice has one line of each. */
const SERVICES = [
  { id: 1, name: 'Hydrafacial', price: '1120.00', eligible: true },
  { id: 2, name: 'Consultation', price: '560.00', eligible: true },
  { id: 3, name: 'Sunscreen SPF 50', price: '850.00', eligible: false },
] as const;

const SENIOR: InvoiceDiscount = { kind: 'senior', buyer_name: 'Lola Cruz', id_type: 'OSCA', id_number: 'SC-0001' };

/**
 * Four kinds of invoice, one after another: plain, two of the first line, a senior's and a 10 %
 * promo. Their figures come from the contracts' own computation, as an issue stores them.
 */
const VARIANTS = [
  { quantities: [1, 1, 1], discount: null },
  { quantities: [2, 1, 1], discount: null },
  { quantities: [1, 1, 1], discount: SENIOR },
  { quantities: [1, 1, 1], discount: { kind: 'percent', value: '10', reason: 'Promo' } },
].map(({ quantities, discount }) => {
  const lines: PricedLine[] = SERVICES.map((service, index) => ({
    tax_class: 'vatable',
    senior_pwd_eligible: service.eligible,
    quantity: quantities[index]!,
    unit_price: service.price,
  }));
  const computed = computeInvoiceTotals({ vat_status: 'vat', lines, discount: discount as InvoiceDiscount | null });
  const paid = computeInvoiceTotals({
    vat_status: 'vat',
    lines,
    discount: discount as InvoiceDiscount | null,
    payments: [computed.totals.total_due],
  });
  return { quantities, discount, lines: paid.lines, totals: paid.totals };
});

const json = (value: unknown) => (value === null ? sql`NULL::jsonb` : sql`${JSON.stringify(value)}::jsonb`);
/** The variant of invoice `g`, picked in SQL. */
const byVariant = (pick: (variant: (typeof VARIANTS)[number]) => ReturnType<typeof sql>) =>
  sql`(CASE g % ${VARIANTS.length} ${sql.join(
    VARIANTS.map((variant, index) => sql`WHEN ${index} THEN ${pick(variant)}`),
    sql` `,
  )} END)`;

/**
 * The seeded documents' hashes are marked as seeded: each is the SHA-256 of "seeded <serial>", and
 * each points at the one before, so the series' end is a real hash for the next issue to chain onto.
 * Only the documents issued during the run hash their content (see `checkIssuedChain`).
 */
const seededHash = (serial: ReturnType<typeof sql>) =>
  sql`encode(sha256(convert_to('seeded ' || (${serial})::text, 'UTF8')), 'hex')`;

async function seedInvoices(db: Database): Promise<void> {
  const issuedAt = sql.raw(
    `(TIMESTAMPTZ '${FIRST_ISSUE}' + make_interval(secs => (g - 1) * ${SEED_SECONDS}.0 / ${invoiceCount}))`,
  );
  const tenders = sql`(ARRAY['cash','gcash','card','maya'])[1 + g % 4]`;
  const tables = [
    'patients',
    'branches',
    'document_series',
    'services',
    'invoices',
    'invoice_lines',
    'invoice_payments',
  ];
  await bulkLoad(db, tables, async (tx) => {
    await insertNumberedPatients(tx, patientCount);
    await tx.execute(sql`INSERT INTO branches (id, name) VALUES (1, 'Main')`);
    await tx.execute(sql`
      INSERT INTO document_series (id, branch_id, document_type, prefix, next_number, last_hash)
      VALUES (1, 1, 'invoice', 'INV-', ${invoiceCount + 1}, ${seededHash(sql`${invoiceCount}`)}),
             (2, 1, 'credit_memo', 'CM-', 1, NULL)`);
    for (const service of SERVICES) {
      await tx.execute(sql`
        INSERT INTO services (id, name, folded_name, category, duration_minutes, price, senior_pwd_eligible)
        VALUES (${service.id}, ${service.name}, ${service.name.toLowerCase()}, 'facial', 30, ${service.price},
                ${service.eligible})`);
    }
    await tx.execute(sql`
      INSERT INTO invoices (id, branch_id, patient_id, buyer_name, status, vat_status, discount, totals, total_due,
                            balance, series_id, serial, number, issued_at, content_hash, previous_hash, created_at,
                            updated_at)
      SELECT g, 1, 1 + g % ${patientCount}, p.first_name || ' ' || p.last_name, 'paid', 'vat',
             ${byVariant((variant) => json(variant.discount))},
             ${byVariant((variant) => json(variant.totals))},
             ${byVariant((variant) => sql`${variant.totals.total_due}::numeric`)},
             0, 1, g, 'INV-' || lpad(g::text, greatest(6, length(g::text)), '0'), ${issuedAt},
             ${seededHash(sql`g`)}, CASE WHEN g = 1 THEN NULL ELSE ${seededHash(sql`g - 1`)} END,
             ${issuedAt}, ${issuedAt}
      FROM generate_series(1, ${invoiceCount}) AS g JOIN patients p ON p.id = 1 + g % ${patientCount}`);
    for (const [index, service] of SERVICES.entries()) {
      await tx.execute(sql`
        INSERT INTO invoice_lines (id, invoice_id, position, kind, service_id, description, quantity, unit_price,
                                   tax_class, senior_pwd_eligible, totals, net)
        SELECT (g - 1) * 3 + ${index + 1}, g, ${index}, 'service', ${service.id}, ${service.name},
               ${byVariant((variant) => sql`${variant.quantities[index]!}::numeric`)}, ${service.price}, 'vatable',
               ${service.eligible}, ${byVariant((variant) => json(variant.lines[index]))},
               ${byVariant((variant) => sql`${variant.lines[index]!.net}::numeric`)}
        FROM generate_series(1, ${invoiceCount}) AS g`);
    }
    await tx.execute(sql`
      INSERT INTO invoice_payments (id, invoice_id, tender, amount, reference, taken_at, taken_by_name)
      SELECT g, g, ${tenders}, ${byVariant((variant) => sql`${variant.totals.total_due}::numeric`)},
             CASE WHEN g % 4 = 0 THEN NULL ELSE 'REF-' || g END, ${issuedAt}, 'Benchmark'
      FROM generate_series(1, ${invoiceCount}) AS g`);
  });
}

/** One POST with a JSON body over a kept-alive connection; resolves with the parsed answer. */
function post<Answer>(agent: http.Agent, app: BenchApp, path: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(`${app.baseUrl}/api/v1${path}`),
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${app.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode !== 200) reject(new Error(`${path}: HTTP ${response.statusCode} ${text}`));
          else resolve(JSON.parse(text) as Answer);
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Workers, half on each server, each writing a draft of three lines then issuing it, one after
 * another until the deadline; each request timed alone and the two together.
 */
async function driveIssuing(servers: readonly BenchApp[]) {
  const agents = servers.map(() => new http.Agent({ keepAlive: true, maxSockets: loadSettings.concurrency }));
  const deadline = performance.now() + loadSettings.seconds * 1000;
  const latencies = { issue: [] as number[], draft: [] as number[], sale: [] as number[] };
  const issued: string[] = [];
  let patient = 0;
  const worker = async (index: number) => {
    const server = servers[index % servers.length]!;
    const agent = agents[index % servers.length]!;
    while (performance.now() < deadline) {
      patient = (patient % patientCount) + 1;
      const begin = performance.now();
      const draft = await post<Invoice>(agent, server, '/invoices', {
        patient_id: patient,
        lines: SERVICES.map((service) => ({ kind: 'service', service_id: service.id })),
      });
      const drafted = performance.now();
      const invoice = await post<Invoice>(agent, server, `/invoices/${draft.id}/issue`);
      const done = performance.now();
      latencies.draft.push(drafted - begin);
      latencies.issue.push(done - drafted);
      latencies.sale.push(done - begin);
      issued.push(invoice.number!);
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: loadSettings.concurrency }, (_, index) => worker(index)));
  } finally {
    for (const agent of agents) agent.destroy();
  }
  const elapsed = performance.now() - started;
  return {
    issue: measureLatencies(latencies.issue, elapsed),
    draft: measureLatencies(latencies.draft, elapsed),
    sale: measureLatencies(latencies.sale, elapsed),
    issued,
  };
}

/**
 * The chain check over the documents issued during the run: from the seeded series' end, each
 * must follow the last without a gap, point at its hash and hash to what it keeps, and the series
 * must end on the last of them.
 */
async function checkIssuedChain(db: Database): Promise<{ ok: boolean; checked: number; firstBad: string | null }> {
  const repository = createBillingRepository(db);
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.seriesId, 1), gt(invoices.serial, invoiceCount)))
    .orderBy(asc(invoices.serial));
  const seededEnd = (await db.execute(sql`SELECT ${seededHash(sql`${invoiceCount}`)} AS hash`)) as unknown as {
    rows: { hash: string }[];
  };
  let previous: string | null = seededEnd.rows[0]!.hash;
  for (const [index, row] of rows.entries()) {
    const intact =
      row.serial === invoiceCount + index + 1 &&
      row.previousHash === previous &&
      row.contentHash === chainedHash(previous, invoiceContent(row, await repository.lines(row.id)));
    if (!intact) return { ok: false, checked: index + 1, firstBad: row.number };
    previous = row.contentHash;
  }
  const [series] = await db.select().from(documentSeries).where(eq(documentSeries.id, 1));
  const ends = series!.nextNumber === invoiceCount + rows.length + 1 && series!.lastHash === previous;
  return { ok: ends, checked: rows.length, firstBad: ends ? null : 'the series end' };
}

const journalPath = `/reports/sales-journal.csv?from=${JOURNAL_YEAR.from}&to=${JOURNAL_YEAR.to}`;

/** The journal's rows (one per document of the year), for PostgreSQL's own COPY. */
const journalQuery = `SELECT clinic_date(i.issued_at)::text, i.number, i.buyer_name, i.buyer_tin,
      i.totals->>'gross', i.totals->>'vatable_sales', i.totals->>'vat_exempt_sales', i.totals->>'zero_rated_sales',
      i.totals->>'vat', i.totals->>'senior_pwd_discount', i.totals->>'other_discounts', i.total_due::text, i.status
    FROM invoices i
    WHERE i.issued_at >= TIMESTAMPTZ '${JOURNAL_YEAR.from} 00:00+08' AND i.issued_at < TIMESTAMPTZ '${JOURNAL_YEAR.to} 00:00+08' + interval '1 day'
    ORDER BY i.issued_at, i.id`;

const keptDatabase = process.env.BENCH_DATABASE_URL;

async function main(): Promise<void> {
  const run = keptDatabase
    ? (bench: Parameters<typeof withKeptPostgres>[1]) => withKeptPostgres(keptDatabase, bench)
    : (bench: Parameters<typeof withKeptPostgres>[1]) =>
        withThrowawayPostgres(benchPostgresServer, 'bench_billing', bench);
  await run(async (handle, { url, dataDir }) => {
    describePostgresRun(
      `${invoiceCount.toLocaleString('en')} issued invoices of 3 lines (${patientCount.toLocaleString('en')} patients)`,
    );
    if (!keptDatabase) console.log(`seeded and indexed in ${await secondsTaken(() => seedInvoices(handle.db))} s`);

    // Two servers on the one database, as two clinic machines behind a balancer would be: the front
    // desk issues on one, an administrator (who also reads the sales journal) on the other.
    const servers = [
      await startBenchApp(handle, dataDir, 'STAFF', url),
      await startBenchApp(handle, dataDir, 'ADMIN', url),
    ];
    try {
      const issuing = await driveIssuing(servers);
      const day = await driveLoad(
        servers[0]!.baseUrl,
        servers[0]!.token,
        `/billing/day?date=${CLOSE_DAY}`,
        loadSettings,
      );
      console.table({
        'issue (POST …/issue), two servers': latencySummary(issuing.issue),
        'draft (POST /invoices)': latencySummary(issuing.draft),
        'a sale (draft + issue)': latencySummary(issuing.sale),
        [`GET /billing/day (${CLOSE_DAY})`]: latencySummary(day),
      });
      const chain = await checkIssuedChain(handle.db);
      console.log(
        chain.ok
          ? `chain: the ${chain.checked} invoices issued during the run follow the seeded series without a gap and hash as they keep`
          : `chain: BROKEN at ${chain.firstBad} (${chain.checked} checked)`,
      );

      const journal = await timeCsvDownload(servers[1]!, journalPath);
      const copy = await timePsqlCopy(url, journalQuery);
      console.log(`sales journal ${JOURNAL_YEAR.from} … ${JOURNAL_YEAR.to}`);
      console.table({
        'HTTP journal (app)': {
          rows: journal.rows,
          seconds: journal.seconds.toFixed(2),
          MB: (journal.bytes / 1024 / 1024).toFixed(1),
          'RSS before': mb(journal.rssBefore),
          'RSS after': mb(journal.rssAfter),
          'RSS peak': mb(journal.peak),
        },
        'psql \\copy to /dev/null': {
          rows: journal.rows,
          seconds: copy.seconds.toFixed(2),
          MB: '',
          'RSS before': '',
          'RSS after': '',
          'RSS peak': '',
        },
      });
      console.log(`journal / COPY: ${(journal.seconds / copy.seconds).toFixed(2)}×`);
    } finally {
      for (const server of servers) await server.close();
    }
  });
}

await main();
