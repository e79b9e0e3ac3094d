import {
  PAYMENT_MODES,
  chartGranularity,
  type AmountsOverTime,
  type AmountsOverTimeQuery,
  type DashboardStats,
  type DashboardStatsQuery,
  type PaymentMode,
} from '@clinic/contracts';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { patients, procedureTransactions as pt } from '../db/schema/index.ts';
import { bucketsSource as source, modeSums, paymentsSource, statusSums } from './amount-sums.ts';
import { answeredByTotals, totalsBucketsWithValues } from './payment-totals.repository.ts';
import { filtersWithValues } from './transactions.repository.ts';

const monthOf = sql<string>`to_char(buckets.month, 'YYYY-MM')`;
const modeCounts = () =>
  Object.fromEntries(PAYMENT_MODES.map((mode) => [`${mode}_count`, source.count(eq(source.mode, mode))])) as Record<
    `${PaymentMode}_count`,
    SQL<number>
  >;

/**
 * Totals, by mode, by status and per month for the transactions dashboard. A date range is all it
 * filters by, so the day and month totals answer it; all sums in SQL.
 */
export async function readDashboardStats(db: Queryable, range: DashboardStatsQuery): Promise<DashboardStats> {
  const buckets = () => totalsBucketsWithValues(range);
  const [[overall], months] = await Promise.all([
    db
      .select({
        total_count: source.count(),
        paid_count: source.count(eq(source.status, 'paid')),
        pending_count: source.count(eq(source.status, 'pending')),
        ...statusSums(source),
        ...modeSums(source),
        ...modeCounts(),
      })
      .from(buckets()),
    db
      .select({ month: monthOf, ...statusSums(source), ...modeSums(source) })
      .from(buckets())
      .groupBy(monthOf)
      // Buckets emptied by edits and deletes stay behind with a zero count.
      .having(sql`sum(buckets.transaction_count) > 0`)
      .orderBy(asc(monthOf)),
  ]);
  if (!overall) throw new Error('aggregate returned no row');

  return {
    total_count: overall.total_count,
    total_amount: overall.total_amount,
    paid_amount: overall.paid_amount,
    pending_amount: overall.pending_amount,
    by_status: {
      paid: { count: overall.paid_count, amount: overall.paid_amount },
      pending: { count: overall.pending_count, amount: overall.pending_amount },
    },
    by_mode: Object.fromEntries(
      PAYMENT_MODES.map((mode) => [mode, { count: overall[`${mode}_count`], amount: overall[mode] }]),
    ) as DashboardStats['by_mode'],
    monthly: months.map(({ month, total_amount, paid_amount, pending_amount, ...byMode }) => ({
      month,
      total_amount,
      paid_amount,
      pending_amount,
      by_mode: byMode,
    })),
  };
}

/**
 * The chart's amounts per day or month under every filter of the list. Months of a date range
 * alone come from the month totals; anything else sums the payments the filters match.
 */
export async function readAmountsOverTime(db: Queryable, filters: AmountsOverTimeQuery): Promise<AmountsOverTime> {
  const granularity = chartGranularity(filters);
  const onlyDates = answeredByTotals(filters) && !filters.payment_mode && !filters.payment_status;
  if (granularity === 'month' && onlyDates) {
    const { monthly } = await readDashboardStats(db, { start_date: filters.start_date, end_date: filters.end_date });
    return {
      granularity,
      periods: monthly.map((month) => ({
        period: month.month,
        total_amount: month.total_amount,
        by_mode: month.by_mode,
      })),
    };
  }
  const period =
    granularity === 'day'
      ? sql<string>`to_char(${pt.paymentDate}, 'YYYY-MM-DD')`
      : sql<string>`to_char(${pt.paymentDate}, 'YYYY-MM')`;
  const query = db
    .select({ period, total_amount: statusSums(paymentsSource).total_amount, ...modeSums(paymentsSource) })
    .from(pt)
    .where(filtersWithValues(filters))
    .groupBy(period)
    .orderBy(asc(period))
    .$dynamic();
  if (filters.patient_name) query.innerJoin(patients, eq(patients.id, pt.patientId));
  const rows = await query;
  return {
    granularity,
    periods: rows.map(({ period: name, total_amount, ...byMode }) => ({ period: name, total_amount, by_mode: byMode })),
  };
}
