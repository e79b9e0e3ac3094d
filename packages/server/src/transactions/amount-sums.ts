import { PAYMENT_MODES, type PaymentMode } from '@clinic/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { procedureTransactions as pt } from '../db/schema/index.ts';

/**
 * Where sums of payments come from: the payments themselves, or buckets of their totals. Both have
 * an amount, a status and a mode; they differ in how a count is taken.
 */
export interface AmountSource {
  amount: SQL;
  status: SQL;
  mode: SQL;
  count(condition?: SQL): SQL<number>;
}

export const paymentsSource: AmountSource = {
  amount: sql`${pt.amount}`,
  status: sql`${pt.paymentStatus}`,
  mode: sql`${pt.paymentMode}`,
  count: (condition) =>
    condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`,
};

/** The day and month buckets of `totalsBuckets`, read as one table named `buckets`. */
export const bucketsSource: AmountSource = {
  amount: sql`buckets.amount`,
  status: sql`buckets.payment_status`,
  mode: sql`buckets.payment_mode`,
  count: (condition) =>
    condition
      ? sql<number>`coalesce(sum(buckets.transaction_count) filter (where ${condition}), 0)::int`
      : sql<number>`coalesce(sum(buckets.transaction_count), 0)::int`,
};

/** A sum that stays numeric in SQL and comes back as text with two decimals: never a float. */
export const sumText = (amount: SQL, condition?: SQL) =>
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
