import { PAYMENT_MODES, type PaymentMode } from '@clinic/contracts';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { procedureTransactions as pt, transactionDailyTotals as totals } from '../db/schema/index.ts';

/**
 * Where sums of payments come from: the payments themselves, or their daily totals. Both have an
 * amount, a status and a mode; they differ in how a count is taken.
 */
export interface AmountSource {
  amount: AnyColumn;
  status: AnyColumn;
  mode: AnyColumn;
  count(condition?: SQL): SQL<number>;
}

export const paymentsSource: AmountSource = {
  amount: pt.amount,
  status: pt.paymentStatus,
  mode: pt.paymentMode,
  count: (condition) =>
    condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`,
};

export const dailyTotalsSource: AmountSource = {
  amount: totals.amount,
  status: totals.paymentStatus,
  mode: totals.paymentMode,
  count: (condition) =>
    condition
      ? sql<number>`coalesce(sum(${totals.transactionCount}) filter (where ${condition}), 0)::int`
      : sql<number>`coalesce(sum(${totals.transactionCount}), 0)::int`,
};

/** A sum that stays numeric in SQL and comes back as text with two decimals: never a float. */
export const sumText = (amount: AnyColumn, condition?: SQL) =>
  condition
    ? sql<string>`coalesce(sum(${amount}) filter (where ${condition}), 0)::numeric(20,2)::text`
    : sql<string>`coalesce(sum(${amount}), 0)::numeric(20,2)::text`;

/** Total, paid and pending amounts. */
export const statusSums = (source: AmountSource) => ({
  total_amount: sumText(source.amount),
  paid_amount: sumText(source.amount, eq(source.status, 'paid')),
  pending_amount: sumText(source.amount, eq(source.status, 'pending')),
});

/** The amount of each payment mode, every mode present. */
export const modeSums = (source: AmountSource) =>
  Object.fromEntries(PAYMENT_MODES.map((mode) => [mode, sumText(source.amount, eq(source.mode, mode))])) as Record<
    PaymentMode,
    SQL<string>
  >;

/** The list's count and amounts, as columns of one aggregate row. */
export const summaryColumns = (source: AmountSource) => ({
  total: source.count(),
  ...statusSums(source),
  ...modeSums(source),
});
