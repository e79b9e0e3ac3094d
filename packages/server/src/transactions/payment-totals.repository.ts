import type { TransactionFilters } from '@clinic/contracts';
import { and, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { defineKeptStatement, inline, placeholder, whichAreSet, type Bind } from '../db/kept-statements.ts';
import { transactionDailyTotals as daily, transactionMonthlyTotals as monthly } from '../db/schema/index.ts';
import { bucketsSource, summaryColumns } from './amount-sums.ts';

type TotalsFilters = Omit<TransactionFilters, 'patient_name' | 'procedure_name'>;

/** Filters the totals can answer: all but the name filters, which need the payments themselves. */
export const answeredByTotals = (filters: TransactionFilters) => !filters.patient_name && !filters.procedure_name;

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const dayAfter = (date: string) => isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000));
function monthAfter(first: string): string {
  const [year = 0, month = 1] = first.split('-').map(Number);
  return isoDate(new Date(Date.UTC(year, month, 1)));
}

/**
 * The whole months inside [start, end]: from `from` (a first of month) up to, not including,
 * `until`; either open when the range is. Undefined when the range holds no whole month.
 */
export function wholeMonths(start?: string, end?: string): { from?: string; until?: string } | undefined {
  const from = start && (start === firstOfMonth(start) ? start : monthAfter(firstOfMonth(start)));
  const until = end && firstOfMonth(dayAfter(end));
  if (from && until && from >= until) return undefined;
  return { from, until };
}

const TOTALS_FILTERS = [
  'start_date',
  'end_date',
  'payment_status',
  'payment_mode',
] as const satisfies readonly (keyof TotalsFilters)[];

/** Which filters are set, and which ends of the range whole months take: what the buckets' text depends on. */
type TotalsShape = Record<(typeof TOTALS_FILTERS)[number], boolean> & {
  months: { from: boolean; until: boolean } | undefined;
};

/** The totals' shape for `filters`, and their values under the names `totalsBuckets` gives them. */
function totalsParameters(filters: TotalsFilters) {
  const months = wholeMonths(filters.start_date, filters.end_date);
  const shape: TotalsShape = {
    ...whichAreSet(filters, TOTALS_FILTERS),
    months: months && { from: months.from !== undefined, until: months.until !== undefined },
  };
  const values = {
    status: filters.payment_status,
    mode: filters.payment_mode,
    from: filters.start_date,
    until: filters.end_date,
    months_from: months?.from,
    months_until: months?.until,
  };
  return { shape, values };
}

/**
 * Buckets that cover the filters' range exactly once: whole months from the monthly totals, the
 * days before and after them from the daily totals. Columns: month, payment_status,
 * payment_mode, transaction_count, amount; read through `bucketsSource`.
 */
function totalsBuckets(shape: TotalsShape, bind: Bind): SQL {
  const kind = (table: typeof daily | typeof monthly) =>
    and(
      shape.payment_status ? eq(table.paymentStatus, bind('status', table.paymentStatus)) : undefined,
      shape.payment_mode ? eq(table.paymentMode, bind('mode', table.paymentMode)) : undefined,
    );
  const { months } = shape;
  const inRange = and(
    shape.start_date ? gte(daily.paymentDate, bind('from', daily.paymentDate)) : undefined,
    shape.end_date ? lte(daily.paymentDate, bind('until', daily.paymentDate)) : undefined,
  );
  const monthsFrom = months?.from ? bind('months_from', daily.paymentDate) : undefined;
  const monthsUntil = months?.until ? bind('months_until', daily.paymentDate) : undefined;
  const outsideMonths = months
    ? (or(
        monthsFrom ? lt(daily.paymentDate, monthsFrom) : undefined,
        monthsUntil ? gte(daily.paymentDate, monthsUntil) : undefined,
      ) ?? sql`false`)
    : undefined;
  const days = sql`select date_trunc('month', ${daily.paymentDate})::date as month, ${daily.paymentStatus},
      ${daily.paymentMode}, ${daily.transactionCount}, ${daily.amount}
    from ${daily} where ${and(inRange, outsideMonths, kind(daily)) ?? sql`true`}`;
  if (!months) return sql`(${days}) as buckets`;
  const wholeMonthRows = and(
    monthsFrom ? gte(monthly.month, monthsFrom) : undefined,
    monthsUntil ? lt(monthly.month, monthsUntil) : undefined,
    kind(monthly),
  );
  return sql`(${days} union all
    select ${monthly.month}, ${monthly.paymentStatus}, ${monthly.paymentMode}, ${monthly.transactionCount},
      ${monthly.amount}
    from ${monthly} where ${wholeMonthRows ?? sql`true`}) as buckets`;
}

/** The buckets for `filters`, their values written into the statement: for statements run once. */
export function totalsBucketsWithValues(filters: TotalsFilters): SQL {
  const { shape, values } = totalsParameters(filters);
  return totalsBuckets(shape, inline(values));
}

const summaryStatement = defineKeptStatement('payment-totals.summary', (shape: TotalsShape, db) =>
  db.select(summaryColumns(bucketsSource)).from(totalsBuckets(shape, placeholder)),
);

/**
 * The list's count and amounts read from the totals: a few hundred rows for any range. The
 * statement is built once for each shape of filters and kept.
 */
export async function summaryFromTotals(db: Queryable, filters: TransactionFilters) {
  const { shape, values } = totalsParameters(filters);
  const [row] = await summaryStatement(db, shape).execute(values);
  if (!row) throw new Error('aggregate returned no row');
  return row;
}
