import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { creditMemos, dayCloses, invoicePayments, invoices } from '../db/schema/index.ts';

/**
 * A moment that falls on the clinic's day `date` (UTC+8 all year, as `clinic_date`), said as a range
 * of the column itself so that its index serves it.
 */
const onDay = (moment: SQLWrapper, date: string) =>
  sql`${moment} >= (${date}::date - interval '8 hours')::timestamp AT TIME ZONE 'UTC'
    AND ${moment} < (${date}::date + interval '16 hours')::timestamp AT TIME ZONE 'UTC'`;

export function createDayCloseRepository(db: Queryable) {
  return {
    paymentsOn: (date: string) =>
      db
        .select({ tender: invoicePayments.tender, amount: invoicePayments.amount })
        .from(invoicePayments)
        .where(onDay(invoicePayments.takenAt, date)),

    /** Invoices numbered that day, in number order. */
    issuedOn: (date: string) =>
      db
        .select({ status: invoices.status, totals: invoices.totals, number: invoices.number })
        .from(invoices)
        .where(onDay(invoices.issuedAt, date))
        .orderBy(asc(invoices.serial)),

    voidedOn: (date: string) =>
      db.select({ totalDue: invoices.totalDue }).from(invoices).where(onDay(invoices.voidedAt, date)),

    creditMemosOn: (date: string) =>
      db
        .select({ total: creditMemos.total, refunded: creditMemos.refunded, tender: creditMemos.tender })
        .from(creditMemos)
        .where(onDay(creditMemos.issuedAt, date)),

    async findClose(branchId: number, date: string) {
      const [row] = await db
        .select()
        .from(dayCloses)
        .where(and(eq(dayCloses.branchId, branchId), eq(dayCloses.date, date)));
      return row;
    },

    /** The close, or undefined when another closed the same day first. */
    async insertClose(values: typeof dayCloses.$inferInsert) {
      const [row] = await db.insert(dayCloses).values(values).onConflictDoNothing().returning();
      return row;
    },
  };
}
