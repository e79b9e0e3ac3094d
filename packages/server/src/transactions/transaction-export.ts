import type { ExportField, ExportQuery } from '@clinic/contracts';
import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { patients, procedureTransactions as pt, procedures } from '../db/schema/index.ts';
import { keysetBatches } from '../db/keyset-batches.ts';
import { UTF8_BOM, csvLine } from '../http/csv.ts';
import { filtersWithValues, sortDirection, patientNameSql } from './transactions.repository.ts';

export const EXPORT_BATCH_SIZE = 2000;

const HEADERS: Record<ExportField, string> = {
  patient: 'Patient',
  procedure: 'Procedure',
  paymentStatus: 'Payment Status',
  paymentMode: 'Payment Mode',
  amount: 'Amount (₱)',
  paymentDate: 'Payment Date',
};

const COLUMNS: Record<Exclude<ExportField, 'amount' | 'paymentDate'>, SQL> = {
  patient: sql`${patientNameSql}`,
  procedure: sql`${procedures.name}`,
  paymentStatus: sql`${pt.paymentStatus}`,
  paymentMode: sql`${pt.paymentMode}`,
};
type GroupField = keyof typeof COLUMNS;
const isGroupField = (field: ExportField): field is GroupField => field in COLUMNS;

export function exportFileName(query: ExportQuery): string {
  return `transactions_${query.start_date}_${query.end_date}.csv`;
}

/** The CSV as a sequence of chunks: each batch is one short query, so memory stays flat and no transaction is held open. */
export async function* exportTransactionsCsv(db: Queryable, query: ExportQuery): AsyncGenerator<string> {
  yield UTF8_BOM;
  if (query.granularity === 'none') yield* perTransaction(db, query);
  else yield* perPeriod(db, query, query.granularity);
}

/** The list's status, mode, patient and procedure filters; the export walks the dates itself. */
const listFilters = ({ payment_status, payment_mode, patient_name, procedure_name }: ExportQuery) =>
  filtersWithValues({ payment_status, payment_mode, patient_name, procedure_name });

function joinedFrom(db: Queryable, columns: Record<string, SQL | typeof pt.id>) {
  return db
    .select(columns)
    .from(pt)
    .innerJoin(procedures, eq(procedures.id, pt.procedureId))
    .innerJoin(patients, eq(patients.id, pt.patientId));
}

/** The earliest payment date in [from, to], read through the date index; undefined when there is none. */
async function firstPaymentDay(db: Queryable, from: string, to: string): Promise<string | undefined> {
  const [first] = await db
    .select({ date: sql<string | null>`min(${pt.paymentDate})::text` })
    .from(pt)
    .where(and(gte(pt.paymentDate, from), lte(pt.paymentDate, to)));
  return first?.date ?? undefined;
}

/** One row per transaction, keyset-paged on (payment_date, id) in the date index's own order. */
async function* perTransaction(db: Queryable, query: ExportQuery): AsyncGenerator<string> {
  yield csvLine(query.fields.map((field) => HEADERS[field]));
  const columns = {
    id: pt.id,
    paymentDate: sql<string>`${pt.paymentDate}::text`,
    amount: sql<string>`${pt.amount}::text`,
    ...COLUMNS,
  };
  type Row = Record<ExportField, string> & { id: number };
  const batches = keysetBatches<Row>(
    EXPORT_BATCH_SIZE,
    (after) =>
      joinedFrom(db, columns)
        .where(
          and(
            gte(pt.paymentDate, query.start_date),
            lte(pt.paymentDate, query.end_date),
            listFilters(query),
            after ? sql`(${pt.paymentDate}, ${pt.id}) > (${after.paymentDate}::date, ${after.id})` : undefined,
          ),
        )
        .orderBy(sortDirection(pt.paymentDate, 'asc'), sortDirection(pt.id, 'asc'))
        .limit(EXPORT_BATCH_SIZE)
        .execute() as unknown as Promise<Row[]>,
  );
  for await (const rows of batches) yield rows.map((row) => csvLine(query.fields.map((field) => row[field]))).join('');
}

/** The first day of the period after the one holding `date` (YYYY-MM-DD). */
export function nextPeriodStart(date: string, granularity: 'day' | 'month'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next =
    granularity === 'day' ? new Date(Date.UTC(year, month - 1, day + 1)) : new Date(Date.UTC(year, month, 1));
  return next.toISOString().slice(0, 10);
}

/**
 * One row per period and per combination of the chosen non-amount fields, amounts summed in SQL.
 * Periods are read one at a time (skipping empty ones through the date index), so memory holds
 * one period's groups, never the whole export.
 */
async function* perPeriod(db: Queryable, query: ExportQuery, granularity: 'day' | 'month'): AsyncGenerator<string> {
  const groupFields = query.fields.filter(isGroupField);
  const withAmount = query.fields.includes('amount');
  yield csvLine(['Period', ...groupFields.map((field) => HEADERS[field]), ...(withAmount ? [HEADERS.amount] : [])]);
  const groupColumns = groupFields.map((field) => COLUMNS[field]);
  for (let first = await firstPaymentDay(db, query.start_date, query.end_date); first !== undefined;) {
    const periodEnd = nextPeriodStart(first, granularity);
    const period = granularity === 'day' ? first : first.slice(0, 7);
    const grouped = joinedFrom(db, {
      ...Object.fromEntries(groupFields.map((field, index) => [field, groupColumns[index] as SQL])),
      amount: sql<string>`sum(${pt.amount})::numeric(20,2)::text`,
    })
      .where(
        and(
          gte(pt.paymentDate, first),
          lt(pt.paymentDate, periodEnd),
          lte(pt.paymentDate, query.end_date),
          listFilters(query),
        ),
      )
      .$dynamic();
    // Without a chosen field the whole period is one group, left out when the filters keep none of it.
    if (groupColumns.length > 0) grouped.groupBy(...groupColumns).orderBy(...groupColumns.map((column) => asc(column)));
    else grouped.having(sql`count(*) > 0`);
    const rows = (await grouped) as unknown as Record<ExportField, string>[];
    yield rows
      .map((row) => csvLine([period, ...groupFields.map((field) => row[field]), ...(withAmount ? [row.amount] : [])]))
      .join('');
    first = await firstPaymentDay(db, periodEnd, query.end_date);
  }
}
