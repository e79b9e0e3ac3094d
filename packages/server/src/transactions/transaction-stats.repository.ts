import { PAYMENT_MODES, type DashboardStats, type DashboardStatsQuery } from '@clinic/contracts';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { procedureTransactions as pt } from '../db/schema/index.ts';
import { sumText } from './transactions.repository.ts';

const countOf = (condition: ReturnType<typeof eq>) => sql<number>`(count(*) filter (where ${condition}))::int`;
const monthOf = sql<string>`to_char(${pt.paymentDate}, 'YYYY-MM')`;

/** Totals, by mode, by status and per month for the transactions dashboard; all sums in SQL. */
export async function readDashboardStats(db: Queryable, range: DashboardStatsQuery): Promise<DashboardStats> {
  const where = and(
    range.start_date ? gte(pt.paymentDate, range.start_date) : undefined,
    range.end_date ? lte(pt.paymentDate, range.end_date) : undefined,
  );
  const paid = eq(pt.paymentStatus, 'paid');
  const pending = eq(pt.paymentStatus, 'pending');
  const modeColumns = Object.fromEntries(
    PAYMENT_MODES.flatMap((mode) => [
      [`${mode}_amount`, sumText(eq(pt.paymentMode, mode))],
      [`${mode}_count`, countOf(eq(pt.paymentMode, mode))],
    ]),
  ) as Record<string, ReturnType<typeof sumText>>;

  const [totals] = await db
    .select({
      total_count: sql<number>`count(*)::int`,
      total_amount: sumText(),
      paid_amount: sumText(paid),
      pending_amount: sumText(pending),
      paid_count: countOf(paid),
      pending_count: countOf(pending),
      ...modeColumns,
    })
    .from(pt)
    .where(where);
  if (!totals) throw new Error('aggregate returned no row');

  const months = await db
    .select({
      month: monthOf,
      total_amount: sumText(),
      paid_amount: sumText(paid),
      pending_amount: sumText(pending),
      ...Object.fromEntries(PAYMENT_MODES.map((mode) => [mode, sumText(eq(pt.paymentMode, mode))])),
    })
    .from(pt)
    .where(where)
    .groupBy(monthOf)
    .orderBy(asc(monthOf));

  const row = totals as unknown as Record<string, string | number>;
  return {
    total_count: totals.total_count,
    total_amount: totals.total_amount,
    paid_amount: totals.paid_amount,
    pending_amount: totals.pending_amount,
    by_status: {
      paid: { count: totals.paid_count, amount: totals.paid_amount },
      pending: { count: totals.pending_count, amount: totals.pending_amount },
    },
    by_mode: Object.fromEntries(
      PAYMENT_MODES.map((mode) => [
        mode,
        { count: Number(row[`${mode}_count`]), amount: String(row[`${mode}_amount`]) },
      ]),
    ) as DashboardStats['by_mode'],
    monthly: months.map((month) => {
      const amounts = month as unknown as Record<string, string>;
      return {
        month: month.month,
        total_amount: month.total_amount,
        paid_amount: month.paid_amount,
        pending_amount: month.pending_amount,
        by_mode: Object.fromEntries(PAYMENT_MODES.map((mode) => [mode, amounts[mode] ?? '0.00'])) as Record<
          (typeof PAYMENT_MODES)[number],
          string
        >,
      };
    }),
  };
}
