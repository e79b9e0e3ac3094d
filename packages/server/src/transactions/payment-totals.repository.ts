import type { TransactionFilters } from '@clinic/contracts';
import { and, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
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

/**
 * Buckets that cover the filters' range exactly once: whole months from the monthly totals, the
 * days before and after them from the daily totals. Columns: month, payment_status,
 * payment_mode, transaction_count, amount; read through `bucketsSource`.
 */
export function totalsBuckets(filters: TotalsFilters): SQL {
  const kind = (table: typeof daily | typeof monthly) =>
    and(
      filters.payment_status ? eq(table.paymentStatus, filters.payment_status) : undefined,
      filters.payment_mode ? eq(table.paymentMode, filters.payment_mode) : undefined,
    );
  const months = wholeMonths(filters.start_date, filters.end_date);
  const inRange = and(
    filters.start_date ? gte(daily.paymentDate, filters.start_date) : undefined,
    filters.end_date ? lte(daily.paymentDate, filters.end_date) : undefined,
  );
  const outsideMonths = months
    ? (or(
        months.from ? lt(daily.paymentDate, months.from) : undefined,
        months.until ? gte(daily.paymentDate, months.until) : undefined,
      ) ?? sql`false`)
    : undefined;
  const days = sql`select date_trunc('month', ${daily.paymentDate})::date as month, ${daily.paymentStatus},
      ${daily.paymentMode}, ${daily.transactionCount}, ${daily.amount}
    from ${daily} where ${and(inRange, outsideMonths, kind(daily)) ?? sql`true`}`;
  if (!months) return sql`(${days}) as buckets`;
  const wholeMonthRows = and(
    months.from ? gte(monthly.month, months.from) : undefined,
    months.until ? lt(monthly.month, months.until) : undefined,
    kind(monthly),
  );
  return sql`(${days} union all
    select ${monthly.month}, ${monthly.paymentStatus}, ${monthly.paymentMode}, ${monthly.transactionCount},
      ${monthly.amount}
    from ${monthly} where ${wholeMonthRows ?? sql`true`}) as buckets`;
}

/** The list's count and amounts read from the totals: a few hundred rows for any range. */
export async function summaryFromTotals(db: Queryable, filters: TransactionFilters) {
  const [row] = await db.select(summaryColumns(bucketsSource)).from(totalsBuckets(filters));
  if (!row) throw new Error('aggregate returned no row');
  return row;
}
