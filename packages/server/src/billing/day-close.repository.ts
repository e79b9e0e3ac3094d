import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
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
    /** What was taken that day by each tender (summed in the database: a day holds a thousand payments and more). */
    paymentsByTender: (date: string) =>
      db
        .select({ tender: invoicePayments.tender, amount: sql<string>`sum(${invoicePayments.amount})::text` })
        .from(invoicePayments)
        .where(onDay(invoicePayments.takenAt, date))
        .groupBy(invoicePayments.tender),

    /**
     * The invoices numbered that day: how many (voids included), the first and last number, and
     * each of `figures` of their totals summed over those not void.
     */
    async issuedOn<Figure extends string>(date: string, figures: readonly Figure[]) {
      const day = onDay(invoices.issuedAt, date);
      const numberAt = (order: 'asc' | 'desc') =>
        sql<string | null>`(select ${invoices.number} from ${invoices} where ${day}
          order by ${invoices.serial} ${sql.raw(order)} limit 1)`;
      const [row] = await db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          first: numberAt('asc'),
          last: numberAt('desc'),
          sums: sql<Record<Figure, string | null>>`json_build_object(${sql.join(
            figures.map(
              (figure) =>
                sql`${figure}::text, (sum((${invoices.totals}->>${figure})::numeric) filter (where ${invoices.status} <> 'void'))::text`,
            ),
            sql`, `,
          )})`,
        })
        .from(invoices)
        .where(day);
      return row!;
    },

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
