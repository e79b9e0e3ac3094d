import { PAYMENT_MODES, type DashboardStats, type DashboardStatsQuery, type PaymentMode } from '@clinic/contracts';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { bucketsSource as source, modeSums, statusSums } from './amount-sums.ts';
import { totalsBuckets } from './payment-totals.repository.ts';

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
  const buckets = () => totalsBuckets(range);
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
