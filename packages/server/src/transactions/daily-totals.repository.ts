import type { TransactionFilters } from '@clinic/contracts';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { transactionDailyTotals as totals } from '../db/schema/index.ts';
import { dailyTotalsSource, summaryColumns } from './amount-sums.ts';

/** Filters the daily totals can answer: all but the name filters, which need the payments themselves. */
export const answeredByDailyTotals = (filters: TransactionFilters) => !filters.patient_name && !filters.procedure_name;

export function dailyTotalsConditions(filters: Omit<TransactionFilters, 'patient_name' | 'procedure_name'>) {
  return and(
    filters.start_date ? gte(totals.paymentDate, filters.start_date) : undefined,
    filters.end_date ? lte(totals.paymentDate, filters.end_date) : undefined,
    filters.payment_status ? eq(totals.paymentStatus, filters.payment_status) : undefined,
    filters.payment_mode ? eq(totals.paymentMode, filters.payment_mode) : undefined,
  );
}

/** The list's count and amounts read from the daily totals: a few thousand rows at most. */
export async function summaryFromDailyTotals(db: Queryable, filters: TransactionFilters) {
  const [row] = await db.select(summaryColumns(dailyTotalsSource)).from(totals).where(dailyTotalsConditions(filters));
  if (!row) throw new Error('aggregate returned no row');
  return row;
}
