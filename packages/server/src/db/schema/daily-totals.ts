import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { paymentMode, paymentStatus, procedureStatus } from './columns.ts';

/** What both payment totals hold per period: the count and sum of payments of one status and mode. */
const paymentTotals = () => ({
  paymentStatus: paymentStatus(),
  paymentMode: paymentMode(),
  transactionCount: integer('transaction_count').notNull(),
  amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
});

/**
 * Payments summed per day, status and mode. Kept by statement triggers on procedure_transactions
 * (see the migration `daily_totals_triggers`), so the totals of a date range read a few thousand
 * rows instead of every payment in it.
 */
export const transactionDailyTotals = pgTable(
  'transaction_daily_totals',
  {
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    ...paymentTotals(),
  },
  (table) => [primaryKey({ columns: [table.paymentDate, table.paymentStatus, table.paymentMode] })],
);

/**
 * The same payments summed per month, kept from the daily totals by a row trigger on them: a
 * range of whole months reads one row per month instead of one per day.
 */
export const transactionMonthlyTotals = pgTable(
  'transaction_monthly_totals',
  {
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    ...paymentTotals(),
  },
  (table) => [primaryKey({ columns: [table.month, table.paymentStatus, table.paymentMode] })],
);

/** Procedures counted per clinic day (Asia/Manila) of their start, doctor and status; kept by triggers. */
export const procedureDailyCounts = pgTable(
  'procedure_daily_counts',
  {
    clinicDate: date('clinic_date', { mode: 'string' }).notNull(),
    doctorName: text('doctor_name').notNull(),
    status: procedureStatus(),
    procedureCount: integer('procedure_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.clinicDate, table.doctorName, table.status] })],
);
