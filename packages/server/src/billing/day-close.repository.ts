import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { creditMemos, dayCloses, invoicePayments, invoices } from '../db/schema/index.ts';

/**
 * A moment that falls on the clinic's day `date` (UTC+8 all year, as `clinic_date`), said as a range
 * of the column itself so that its index serves it.
 */
const onDay = (moment: SQLWrapper, date: string) =>
  sql`${moment} >= (${date}::date - interval '8 hours')::timestamp AT TIME ZONE 'UTC'
    AND ${moment} < (${date}::date + interval '16 hours')::timestamp AT TIME ZONE 'UTC'`;

/** The day's sales figures, in the order the day close shows them, and the column each is summed from. */
export const SALES_FIGURES = [
  'gross',
  'vatable_sales',
  'vat_exempt_sales',
  'zero_rated_sales',
  'vat',
  'senior_pwd_discount',
  'other_discounts',
  'total_due',
] as const;
export type SalesFigure = (typeof SALES_FIGURES)[number];

const SALES_FIGURE_COLUMNS: Record<SalesFigure, SQLWrapper> = {
  gross: invoices.gross,
  vatable_sales: invoices.vatableSales,
  vat_exempt_sales: invoices.vatExemptSales,
  zero_rated_sales: invoices.zeroRatedSales,
  vat: invoices.vat,
  senior_pwd_discount: invoices.seniorPwdDiscount,
  other_discounts: invoices.otherDiscounts,
  total_due: invoices.totalDue,
};

export interface IssuedOnDay {
  count: number;
  first: string | null;
  last: string | null;
  sums: Record<SalesFigure, string | null>;
}

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
     * each sales figure summed over those not void, from the figures' own columns. The first and
     * last are found in the same pass, as the smallest and largest (serial, series), then read by
     * their series' unique index.
     */
    async issuedOn(date: string): Promise<IssuedOnDay> {
      const day = onDay(invoices.issuedAt, date);
      const numberOf = (key: SQL) =>
        sql<string | null>`(select ${invoices.number} from ${invoices}
          where ${invoices.seriesId} = (${key})[2] and ${invoices.serial} = (${key})[1])`;
      const [row] = await db
        .select({
          count: sql<number>`issued.count`.mapWith(Number),
          first: numberOf(sql`issued.first_key`),
          last: numberOf(sql`issued.last_key`),
          sums: sql<Record<SalesFigure, string | null>>`issued.sums`,
        })
        .from(
          sql`(select count(*) as count,
                 min(array[${invoices.serial}, ${invoices.seriesId}]) as first_key,
                 max(array[${invoices.serial}, ${invoices.seriesId}]) as last_key,
                 json_build_object(${sql.join(
                   SALES_FIGURES.map(
                     (figure) =>
                       sql`${figure}::text, (sum(${SALES_FIGURE_COLUMNS[figure]}) filter (where ${invoices.status} <> 'void'))::text`,
                   ),
                   sql`, `,
                 )}) as sums
               from ${invoices} where ${day}) as issued`,
        );
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
