import { CLINIC_TIME_ZONE, type ReportRangeQuery } from '@clinic/contracts';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { invoices, patients } from '../db/schema/index.ts';

export const REPORT_BATCH_SIZE = 5000;

/** A row of the sales journal as SQL gives it: amounts already pesos with two decimals. */
export interface SalesJournalRow {
  /** The keyset: the moment of issue as exact text, the document type (0 invoice, 1 credit memo) and id. */
  cursor_at: string;
  doc: number;
  id: number;
  date: string;
  number: string;
  buyer: string;
  tin: string;
  /** Gross, VATable, exempt, zero-rated, VAT, discounts and net, joined with commas. */
  amounts: string;
  status: string;
}

export interface DiscountRegisterRow {
  cursorAt: string;
  id: number;
  date: string;
  number: string;
  name: string;
  idNumber: string;
  gross: string;
  discount: string;
  vatExempted: string;
}

/** The first moment of a clinic date, so a range reads the issue-time indexes. */
const dayStart = (date: string) => sql`(${date}::date)::timestamp AT TIME ZONE ${CLINIC_TIME_ZONE}`;
const dayAfter = (date: string) => sql`(${date}::date + 1)::timestamp AT TIME ZONE ${CLINIC_TIME_ZONE}`;
const issuedWithin = (column: SQL, range: ReportRangeQuery) =>
  sql`${column} >= ${dayStart(range.from)} AND ${column} < ${dayAfter(range.to)}`;

const totalOf = (key: string) => sql.raw(`(i.totals->>'${key}')`);
const pesosText = (amount: SQL) => sql`(${amount})::numeric(14,2)::text`;
/**
 * Amounts as one string joined with commas: one value per row for the server to read rather than
 * seven, and narrow rows for the sort that merges invoices and memos. A missing amount makes it
 * null, not shorter.
 */
const amountsText = (amounts: SQL[]) => sql.join(amounts, sql` || ',' || `);

/** What SQL's `execute` answers: node-postgres and PGlite both carry the rows in `rows`. */
const rowsOf = async <Row>(pending: Promise<unknown>) => ((await pending) as { rows: Row[] }).rows;

export function createReportsRepository(db: Queryable) {
  return {
    /**
     * One batch of the journal: issued invoices (void ones too: their numbers were used) and credit
     * memos, in the order they were issued. A credit memo's amounts are negative: it takes back
     * what its invoice sold, split by the tax class of the lines it credits.
     */
    salesJournalBatch(range: ReportRangeQuery, after: SalesJournalRow | undefined) {
      // Each side starts at the cursor through its issue-time index and reads one batch at most.
      const fromCursor = (issuedAt: SQL, doc: number, id: SQL) =>
        after
          ? sql`AND ${issuedAt} >= ${after.cursor_at}::timestamptz
              AND (${issuedAt}, ${doc}, ${id}) > (${after.cursor_at}::timestamptz, ${after.doc}, ${after.id})`
          : sql``;
      return rowsOf<SalesJournalRow>(
        db.execute(sql`
          SELECT d.issued_at::text AS cursor_at, d.doc, d.id, clinic_date(d.issued_at)::text AS date, d.number,
            d.buyer, d.tin, d.amounts, d.status
          FROM (
            (SELECT i.issued_at, 0 AS doc, i.id, i.number, i.buyer_name AS buyer, coalesce(i.buyer_tin, '') AS tin,
              ${amountsText([
                totalOf('gross'),
                totalOf('vatable_sales'),
                totalOf('vat_exempt_sales'),
                totalOf('zero_rated_sales'),
                totalOf('vat'),
                // Summed only when both are there: numeric arithmetic is the costliest step of a row.
                sql`CASE WHEN ${totalOf('other_discounts')} = '0.00' THEN ${totalOf('senior_pwd_discount')}
                  ELSE ${pesosText(sql`${totalOf('senior_pwd_discount')}::numeric + ${totalOf('other_discounts')}::numeric`)} END`,
                totalOf('total_due'),
              ])} AS amounts,
              i.status
            FROM invoices i
            WHERE ${issuedWithin(sql`i.issued_at`, range)} ${fromCursor(sql`i.issued_at`, 0, sql`i.id`)}
            ORDER BY i.issued_at, i.id
            LIMIT ${REPORT_BATCH_SIZE})
            UNION ALL
            (SELECT m.issued_at, 1, m.id, m.number, i.buyer_name, coalesce(i.buyer_tin, ''),
              ${amountsText([
                pesosText(sql`-m.total`),
                pesosText(sql`-(s.vatable - m.vat)`),
                pesosText(sql`-s.exempt`),
                pesosText(sql`-s.zero_rated`),
                pesosText(sql`-m.vat`),
                sql`'0.00'`,
                pesosText(sql`-m.total`),
              ])},
              'credit memo'
            FROM credit_memos m
            JOIN invoices i ON i.id = m.invoice_id
            CROSS JOIN LATERAL (
              SELECT
                coalesce(sum(l.amount) FILTER (WHERE il.totals->>'sale_class' = 'vatable'), 0) AS vatable,
                coalesce(sum(l.amount) FILTER (WHERE il.totals->>'sale_class' = 'vat_exempt'), 0) AS exempt,
                coalesce(sum(l.amount) FILTER (WHERE il.totals->>'sale_class' = 'zero_rated'), 0) AS zero_rated
              FROM credit_memo_lines l JOIN invoice_lines il ON il.id = l.invoice_line_id
              WHERE l.credit_memo_id = m.id
            ) s
            WHERE ${issuedWithin(sql`m.issued_at`, range)} ${fromCursor(sql`m.issued_at`, 1, sql`m.id`)}
            ORDER BY m.issued_at, m.id
            LIMIT ${REPORT_BATCH_SIZE})
          ) d
          ORDER BY d.issued_at, d.doc, d.id
          LIMIT ${REPORT_BATCH_SIZE}
        `),
      );
    },

    /** One batch of the senior/PWD register: issued, not void invoices whose discount took something off. */
    discountRegisterBatch(range: ReportRangeQuery, after: DiscountRegisterRow | undefined) {
      const discount = sql<string>`${invoices.totals}->>'senior_pwd_discount'`;
      return db
        .select({
          cursorAt: sql<string>`${invoices.issuedAt}::text`,
          id: invoices.id,
          date: sql<string>`clinic_date(${invoices.issuedAt})::text`,
          number: sql<string>`${invoices.number}`,
          name: sql<string>`${invoices.discount}->>'buyer_name'`,
          idNumber: sql<string>`${invoices.discount}->>'id_number'`,
          gross: sql<string>`${invoices.totals}->>'gross'`,
          discount,
          vatExempted: sql<string>`${invoices.totals}->>'senior_pwd_vat_exempted'`,
        })
        .from(invoices)
        .where(
          and(
            issuedWithin(sql`${invoices.issuedAt}`, range),
            sql`${invoices.status} <> 'void'`,
            sql`${invoices.discount}->>'kind' IN ('senior', 'pwd')`,
            sql`(${discount})::numeric > 0`,
            after
              ? sql`(${invoices.issuedAt}, ${invoices.id}) > (${after.cursorAt}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(invoices.issuedAt), asc(invoices.id))
        .limit(REPORT_BATCH_SIZE);
    },

    /**
     * What each patient owes on issued invoices, by how many days ago each was issued (clinic
     * dates). An archived patient's invoices are grouped under the buyer's name.
     */
    aging(asOf: string) {
      const age = sql`(${asOf}::date - clinic_date(${invoices.issuedAt}))`;
      const owedWhen = (condition: SQL) =>
        sql<string>`coalesce(sum(${invoices.balance}) FILTER (WHERE ${condition}), 0)::numeric(14,2)::text`;
      const name = sql<string>`coalesce(${patients.firstName} || ' ' || ${patients.lastName}, ${invoices.buyerName})`;
      return db
        .select({
          patientId: invoices.patientId,
          name,
          days_0_30: owedWhen(sql`${age} <= 30`),
          days_31_60: owedWhen(sql`${age} BETWEEN 31 AND 60`),
          days_61_90: owedWhen(sql`${age} BETWEEN 61 AND 90`),
          over_90: owedWhen(sql`${age} > 90`),
          total: sql<string>`sum(${invoices.balance})::numeric(14,2)::text`,
          invoiceCount: sql<number>`count(*)::int`,
        })
        .from(invoices)
        .leftJoin(patients, eq(patients.id, invoices.patientId))
        .where(and(inArray(invoices.status, ['issued', 'partially_paid']), gt(invoices.balance, '0')))
        .groupBy(invoices.patientId, name)
        .orderBy(sql`sum(${invoices.balance}) DESC`, asc(name));
    },
  };
}
