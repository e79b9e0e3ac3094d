import { CLINIC_TIME_ZONE, type ReportRangeQuery } from '@clinic/contracts';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { CSV_LINE_END, csvAmountsSql, csvCellSql } from '../http/csv-sql.ts';
import { invoices, patients } from '../db/schema/index.ts';

export const REPORT_BATCH_SIZE = 5000;

/**
 * Clinic days of the sales journal written by one query: each batch is one short statement (no
 * transaction stays open while a client reads slowly) holding about a week of a busy clinic's lines.
 */
export const JOURNAL_DAYS_PER_BATCH = 7;

/** A batch of the sales journal: its CSV lines, written whole by the database, in order. */
export interface SalesJournalText {
  /** Null when the days held no document. */
  lines: string | null;
  /** Documents whose line could not be written (an amount that is not a plain decimal). */
  unwritable: number;
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

const pesosText = (amount: SQL) => sql`(${amount})::numeric(14,2)::text`;
/** Cells joined into a CSV line, ended by CRLF like every CSV the server writes. */
const csvLineText = (cells: SQL[]) => sql`${sql.join(cells, sql` || ',' || `)} || ${CSV_LINE_END}`;

/** What SQL's `execute` answers: node-postgres and PGlite both carry the rows in `rows`. */
const rowsOf = async <Row>(pending: Promise<unknown>) => ((await pending) as { rows: Row[] }).rows;

export function createReportsRepository(db: Queryable) {
  return {
    /**
     * The journal's lines for the clinic days `from` … `to`: issued invoices (void ones too: their
     * numbers were used) and credit memos, in the order they were issued (the same moment: invoices
     * first, then by id). A credit memo's amounts are negative: it takes back what its invoice sold,
     * split by the tax class of the lines it credits. The database writes each line (cells made safe
     * by `csvCellSql`) and joins them, so the server reads one string per batch, not a row per document.
     */
    async salesJournalText(from: string, to: string): Promise<SalesJournalText> {
      const [batch] = await rowsOf<SalesJournalText>(
        db.execute(sql`
          SELECT string_agg(d.line, '' ORDER BY d.issued_at, d.doc, d.id) AS lines,
            count(*) FILTER (WHERE d.line IS NULL)::int AS unwritable
          FROM (
            SELECT i.issued_at, 0 AS doc, i.id,
              ${csvLineText([
                sql`clinic_date(i.issued_at)::text`,
                csvCellSql(sql`i.number`),
                csvCellSql(sql`i.buyer_name`),
                csvCellSql(sql`coalesce(i.buyer_tin, '')`),
                // Checked as plain decimals when written (null otherwise): see the column.
                sql`i.journal_amounts`,
                sql`i.status::text`,
              ])} AS line
            FROM invoices i
            WHERE ${issuedWithin(sql`i.issued_at`, { from, to })}
            UNION ALL
            SELECT m.issued_at, 1, m.id,
              ${csvLineText([
                sql`clinic_date(m.issued_at)::text`,
                csvCellSql(sql`m.number`),
                csvCellSql(sql`i.buyer_name`),
                csvCellSql(sql`coalesce(i.buyer_tin, '')`),
                csvAmountsSql([
                  pesosText(sql`-m.total`),
                  pesosText(sql`-(s.vatable - m.vat)`),
                  pesosText(sql`-s.exempt`),
                  pesosText(sql`-s.zero_rated`),
                  pesosText(sql`-m.vat`),
                  sql`'0.00'`,
                  pesosText(sql`-m.total`),
                ]),
                sql`'credit memo'`,
              ])}
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
            WHERE ${issuedWithin(sql`m.issued_at`, { from, to })}
          ) d
        `),
      );
      return batch!;
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
