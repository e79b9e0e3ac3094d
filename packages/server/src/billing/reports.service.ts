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
import { UTF8_BOM, csvAmount, csvAmounts, csvLine } from '../http/csv.ts';
import {
  REPORT_BATCH_SIZE,
  createReportsRepository,
  type DiscountRegisterRow,
  type SalesJournalRow,
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

const salesJournalCells = (row: SalesJournalRow) => [
  row.date,
  row.number,
  row.buyer,
  row.tin,
  csvAmounts(row.amounts),
  row.status,
];

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
      chunks: reportCsv(
        SALES_JOURNAL_HEADERS,
        (after) => createReportsRepository(db).salesJournalBatch(range, after),
        salesJournalCells,
      ),
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
