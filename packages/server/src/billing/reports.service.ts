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
  REPORT_BATCH_SIZE,
  createReportsRepository,
  type DiscountRegisterRow,
  type SalesJournalRow,
} from './reports.repository.ts';

async function* salesJournalCsv(db: Queryable, range: ReportRangeQuery): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(SALES_JOURNAL_HEADERS);
  const repository = createReportsRepository(db);
  const batches = keysetBatches<SalesJournalRow>(REPORT_BATCH_SIZE, (after) =>
    repository.salesJournalBatch(range, after),
  );
  for await (const rows of batches) {
    yield rows
      .map((row) =>
        csvLine([
          row.date,
          row.number,
          row.buyer,
          row.tin,
          ...[row.gross, row.vatable, row.exempt, row.zero_rated, row.vat, row.discounts, row.net].map(csvAmount),
          row.status,
        ]),
      )
      .join('');
  }
}

async function* discountRegisterCsv(db: Queryable, range: ReportRangeQuery): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(DISCOUNT_REGISTER_HEADERS);
  const repository = createReportsRepository(db);
  const batches = keysetBatches<DiscountRegisterRow>(REPORT_BATCH_SIZE, (after) =>
    repository.discountRegisterBatch(range, after),
  );
  for await (const rows of batches) {
    yield rows
      .map((row) =>
        csvLine([
          row.date,
          row.number,
          row.name,
          row.idNumber,
          ...[row.gross, row.discount, row.vatExempted].map(csvAmount),
        ]),
      )
      .join('');
  }
}

export function createReportsService({ db, clock }: { db: Queryable; clock: Clock }) {
  return {
    /** Streamed: the CSV goes out batch by batch, never whole in memory. */
    salesJournal: (range: ReportRangeQuery) => ({
      fileName: reportFileName('sales-journal', range),
      chunks: salesJournalCsv(db, range),
    }),

    discountRegister: (range: ReportRangeQuery) => ({
      fileName: reportFileName('discount-register', range),
      chunks: discountRegisterCsv(db, range),
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
