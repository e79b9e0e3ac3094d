import {
  AGING_BUCKETS,
  DISCOUNT_REGISTER_HEADERS,
  SALES_JOURNAL_HEADERS,
  fromCentavos,
  reportFileName,
  toCentavos,
  todayIsoDate,
  type AgingReport,
  type ReportRangeQuery,
} from '@clinic/contracts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/client.ts';
import { keysetBatches } from '../db/keyset-batches.ts';
import { UTF8_BOM, csvAmount, csvLine } from '../http/csv.ts';
import {
  JOURNAL_DAYS_PER_BATCH,
  REPORT_BATCH_SIZE,
  createReportsRepository,
  type DiscountRegisterRow,
} from './reports.repository.ts';

/** Streams a report as CSV, batch by batch, never whole in memory. */
async function* reportCsv<Row>(
  headers: readonly string[],
  batch: (after: Row | undefined) => Promise<Row[]>,
  cells: (row: Row) => Parameters<typeof csvLine>[0],
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(headers);
  for await (const rows of keysetBatches<Row>(REPORT_BATCH_SIZE, batch)) {
    yield rows.map((row) => csvLine(cells(row))).join('');
  }
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Batches of the journal read at once: memory holds as many (about 1 MB a week each). */
const JOURNAL_BATCHES_READ_AHEAD = 2;

/** The range's clinic days, `days` at a time, in order. */
function* spansOfDays({ from, to }: ReportRangeQuery, days: number): Generator<ReportRangeQuery> {
  for (let start = from; start <= to;) {
    let end = start;
    for (let day = 1; day < days && end < to; day += 1) end = dayAfter(end);
    yield { from: start, to: end };
    start = dayAfter(end);
  }
}

/** The journal as CSV, a few days at a time, each batch written whole by the database. */
async function* salesJournalCsv(db: Queryable, range: ReportRangeQuery): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(SALES_JOURNAL_HEADERS);
  const spans = [...spansOfDays(range, JOURNAL_DAYS_PER_BATCH)];
  const read = (span: ReportRangeQuery) => {
    const batch = createReportsRepository(db).salesJournalText(span.from, span.to);
    // A client that leaves mid-download abandons the batches in flight; their failure is nobody's.
    batch.catch(() => undefined);
    return batch;
  };
  // The next batches are read while this one is written, on connections of their own: on two
  // cores PostgreSQL writes two weeks at once.
  const pending = spans.slice(0, JOURNAL_BATCHES_READ_AHEAD).map(read);
  for (const [index, span] of spans.entries()) {
    const { lines, unwritable } = await pending.shift()!;
    const next = spans[index + JOURNAL_BATCHES_READ_AHEAD];
    if (next) pending.push(read(next));
    // A document with an amount that is not a plain decimal is never written, nor silently left out.
    if (unwritable > 0)
      throw new Error(`${unwritable} sales journal documents of ${span.from} … ${span.to} have no line`);
    if (lines !== null) yield lines;
  }
}

const discountRegisterCells = (row: DiscountRegisterRow) => [
  row.date,
  row.number,
  row.name,
  row.idNumber,
  ...[row.gross, row.discount, row.vatExempted].map(csvAmount),
];

export function createReportsService({ db, clock }: { db: Queryable; clock: Clock }) {
  return {
    /** Streamed: the CSV goes out batch by batch, never whole in memory. */
    salesJournal: (range: ReportRangeQuery) => ({
      fileName: reportFileName('sales-journal', range),
      chunks: salesJournalCsv(db, range),
    }),

    discountRegister: (range: ReportRangeQuery) => ({
      fileName: reportFileName('discount-register', range),
      chunks: reportCsv(
        DISCOUNT_REGISTER_HEADERS,
        (after) => createReportsRepository(db).discountRegisterBatch(range, after),
        discountRegisterCells,
      ),
    }),

    /** Balances owed today, by patient and age; the totals are the columns' sums. */
    async aging(): Promise<AgingReport> {
      const asOf = todayIsoDate(clock());
      const rows = (await createReportsRepository(db).aging(asOf)).map((row) => ({
        patient_id: row.patientId,
        patient_name: row.name,
        days_0_30: row.days_0_30,
        days_31_60: row.days_31_60,
        days_61_90: row.days_61_90,
        over_90: row.over_90,
        total: row.total,
        invoice_count: row.invoiceCount,
      }));
      const sumOf = (column: (typeof AGING_BUCKETS)[number] | 'total') =>
        fromCentavos(rows.reduce((sum, row) => sum + toCentavos(row[column]), 0));
      return {
        as_of: asOf,
        rows,
        totals: {
          days_0_30: sumOf('days_0_30'),
          days_31_60: sumOf('days_31_60'),
          days_61_90: sumOf('days_61_90'),
          over_90: sumOf('over_90'),
          total: sumOf('total'),
        },
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
