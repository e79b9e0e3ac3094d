import type { TransactionFilters } from '@clinic/contracts';
import { and, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { inlineValues, keptStatement, placeholderValues, type ValueBinder } from '../db/kept-statements.ts';
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
export function totalsBuckets(filters: TotalsFilters, { bind }: ValueBinder = inlineValues): SQL {
  const kind = (table: typeof daily | typeof monthly) =>
    and(
      filters.payment_status
        ? eq(table.paymentStatus, bind('status', filters.payment_status, table.paymentStatus))
        : undefined,
      filters.payment_mode ? eq(table.paymentMode, bind('mode', filters.payment_mode, table.paymentMode)) : undefined,
    );
  const months = wholeMonths(filters.start_date, filters.end_date);
  const inRange = and(
    filters.start_date ? gte(daily.paymentDate, bind('from', filters.start_date, daily.paymentDate)) : undefined,
    filters.end_date ? lte(daily.paymentDate, bind('until', filters.end_date, daily.paymentDate)) : undefined,
  );
  const monthsFrom = months?.from ? bind('months_from', months.from, daily.paymentDate) : undefined;
  const monthsUntil = months?.until ? bind('months_until', months.until, daily.paymentDate) : undefined;
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

/**
 * The list's count and amounts read from the totals: a few hundred rows for any range. The
 * statement is built once for each shape of filters and kept.
 */
export async function summaryFromTotals(db: Queryable, filters: TransactionFilters) {
  const placeholders = placeholderValues();
  const buckets = totalsBuckets(filters, placeholders);
  const statement = keptStatement(db, `payment-totals-summary:${placeholders.shape()}`, () =>
    db.select(summaryColumns(bucketsSource)).from(buckets),
  );
  const [row] = await statement.execute(placeholders.values);
  if (!row) throw new Error('aggregate returned no row');
  return row;
}
