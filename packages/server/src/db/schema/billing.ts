import {
  CREDIT_ENTRY_KINDS,
  DOCUMENT_TYPES,
  INVOICE_STATUSES,
  LINE_KINDS,
  TAX_CLASSES,
  TENDERS,
  VAT_STATUSES,
  type BillingDay,
  type InvoiceDiscount,
  type InvoiceTotals,
  type LineDiscount,
  type LineTotals,
} from '@clinic/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { csvAmountsSql } from '../../http/csv-sql.ts';
import { belongsTo, createdAt, optionalReference, requiredReference, timestamptz, updatedAt } from './columns.ts';
import { lotAdjustments, lotUsages, productLots, products } from './inventory.ts';
import { patients } from './patients.ts';
import { procedures } from './procedures.ts';
import { services } from './services.ts';
import { users } from './users.ts';

const pesos = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A place of business with its own BIR branch code and series. The clinic has one, "Main", made
 * with its series by the first billing write (not by a migration, so a new portal stays empty for
 * a restore).
 */
export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** The last five digits of the TIN. */
    branchCode: text('branch_code').notNull().default('00000'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('branches_name_idx').on(table.name)],
);

/**
 * The serial numbers of one branch and document type: `next_number` is taken under a row lock
 * inside the issuing transaction, and `last_hash` is the chain's end. Never reset.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    branchId: requiredReference('branch_id', () => branches.id),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    prefix: text('prefix').notNull(),
    digits: integer('digits').notNull().default(6),
    nextNumber: integer('next_number').notNull().default(1),
    lastHash: text('last_hash'),
    /** When the series' last document was issued: the next is issued no earlier, so issue times follow numbers. */
    lastIssuedAt: timestamptz('last_issued_at'),
  },
  (table) => [uniqueIndex('document_series_branch_type_idx').on(table.branchId, table.documentType)],
);

/** Who a document was made out to and its place in its series, shared by invoices and credit memos. */
const issuedDocument = () => ({
  seriesId: optionalReference('series_id', () => documentSeries.id),
  /** The count in the series; the printed number is the series' prefix and this, padded. */
  serial: integer('serial'),
  number: text('number'),
  issuedAt: timestamptz('issued_at'),
  issuedByUserId: optionalReference('issued_by_user_id', () => users.id),
  /** SHA-256 of the canonical content and the previous document's hash (decision 043). */
  contentHash: text('content_hash'),
  previousHash: text('previous_hash'),
});

const totalOf = (key: keyof InvoiceTotals) => sql.raw(`(totals->>'${key}')`);
const invoiceJournalAmounts = csvAmountsSql([
  totalOf('gross'),
  totalOf('vatable_sales'),
  totalOf('vat_exempt_sales'),
  totalOf('zero_rated_sales'),
  totalOf('vat'),
  sql`(${totalOf('senior_pwd_discount')}::numeric + ${totalOf('other_discounts')}::numeric)::numeric(14,2)::text`,
  totalOf('total_due'),
]);

const salesFigure = (key: keyof InvoiceTotals) => pesos(key).generatedAlwaysAs(sql`${totalOf(key)}::numeric(14,2)`);

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    branchId: requiredReference('branch_id', () => branches.id),
    /** Unlinked, never deleted, when the patient's record is archived: the invoice is the clinic's record too. */
    patientId: optionalReference('patient_id', () => patients.id),
    buyerName: text('buyer_name').notNull(),
    /** Kept with the name, so a reprint shows what the invoice was issued to (decision 046). */
    buyerAddress: text('buyer_address'),
    buyerTin: text('buyer_tin'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    vatStatus: text('vat_status', { enum: VAT_STATUSES }).notNull(),
    discount: jsonb('discount').$type<InvoiceDiscount>(),
    /** What the totals function gave at the last change; its money columns below serve lists and sums. */
    totals: jsonb('totals').$type<InvoiceTotals>().notNull(),
    totalDue: pesos('total_due').notNull(),
    balance: pesos('balance').notNull(),
    /** Taken off by credit memos, and of that what they paid back. */
    credited: pesos('credited').notNull().default('0'),
    refunded: pesos('refunded').notNull().default('0'),
    /** Overpayment already moved into the patient's credit. */
    overpaidToCredit: pesos('overpaid_to_credit').notNull().default('0'),
    /**
     * The sales journal's seven amounts as its CSV cells (decision 058): gross, VATable, exempt,
     * zero-rated, VAT, all discounts and the total due, kept by the database from `totals`, so a
     * year's journal reads one column rather than extracting, summing and checking them per row.
     */
    journalAmounts: text('journal_amounts').generatedAlwaysAs(invoiceJournalAmounts),
    /**
     * The day's sales figures of `totals` as money columns, kept by the database: the day close
     * sums a thousand invoices and more, and reading each figure out of `totals` was most of its time.
     */
    gross: salesFigure('gross'),
    vatableSales: salesFigure('vatable_sales'),
    vatExemptSales: salesFigure('vat_exempt_sales'),
    zeroRatedSales: salesFigure('zero_rated_sales'),
    vat: salesFigure('vat'),
    seniorPwdDiscount: salesFigure('senior_pwd_discount'),
    otherDiscounts: salesFigure('other_discounts'),
    ...issuedDocument(),
    voidedAt: timestamptz('voided_at'),
    voidReason: text('void_reason'),
    createdByUserId: optionalReference('created_by_user_id', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('invoices_series_serial_idx').on(table.seriesId, table.serial),
    uniqueIndex('invoices_number_idx').on(table.number),
    index('invoices_patient_idx').on(table.patientId, table.id),
    index('invoices_status_idx').on(table.status, table.id),
    index('invoices_issued_idx').on(table.issuedAt),
    // The day close reads a day's voids; few invoices are ever void.
    index('invoices_voided_idx')
      .on(table.voidedAt)
      .where(sql`${table.voidedAt} IS NOT NULL`),
    index('invoices_number_trgm_idx').using('gin', sql`lower(${table.number}) gin_trgm_ops`),
  ],
);

/**
 * An issued invoice waiting for its number, for the length of its issuing transaction: the
 * invoice's canonical text cut around its issue time and number, and its issue's audit entry, from
 * which `clinic_number_invoice_at_commit` numbers it as the transaction commits (decision 065). Empty
 * outside a transaction.
 */
export const invoicesToNumber = pgTable('invoices_to_number', {
  invoiceId: belongsTo('invoice_id', () => invoices.id).primaryKey(),
  branchId: integer('branch_id').notNull(),
  issueTime: timestamptz('issue_time').notNull(),
  beforeIssuedAt: text('before_issued_at').notNull(),
  beforeNumber: text('before_number').notNull(),
  afterNumber: text('after_number').notNull(),
  auditEventId: bigint('audit_event_id', { mode: 'number' }).notNull(),
});

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    position: integer('position').notNull(),
    kind: text('kind', { enum: LINE_KINDS }).notNull(),
    serviceId: optionalReference('service_id', () => services.id),
    procedureId: optionalReference('procedure_id', () => procedures.id),
    productId: optionalReference('product_id', () => products.id),
    lotId: optionalReference('lot_id', () => productLots.id),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unitPrice: pesos('unit_price').notNull(),
    taxClass: text('tax_class', { enum: TAX_CLASSES }).notNull(),
    seniorPwdEligible: boolean('senior_pwd_eligible').notNull(),
    discount: jsonb('discount').$type<LineDiscount>(),
    totals: jsonb('totals').$type<LineTotals>().notNull(),
    net: pesos('net').notNull(),
    /** The stock the line took at issue, when it did not already leave through a procedure. */
    lotUsageId: optionalReference('lot_usage_id', () => lotUsages.id),
  },
  (table) => [
    index('invoice_lines_invoice_idx').on(table.invoiceId, table.position),
    index('invoice_lines_procedure_idx').on(table.procedureId),
  ],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    tender: text('tender', { enum: TENDERS }).notNull(),
    amount: pesos('amount').notNull(),
    /** The part past the balance, moved into the patient's credit. */
    toCredit: pesos('to_credit').notNull().default('0'),
    reference: text('reference'),
    takenAt: timestamptz('taken_at').notNull(),
    takenByUserId: optionalReference('taken_by_user_id', () => users.id),
    takenByName: text('taken_by_name').notNull(),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId),
    index('invoice_payments_taken_idx').on(table.takenAt),
  ],
);

export const creditMemos = pgTable(
  'credit_memos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: requiredReference('invoice_id', () => invoices.id),
    reason: text('reason').notNull(),
    tender: text('tender', { enum: TENDERS }).notNull(),
    reference: text('reference'),
    total: pesos('total').notNull(),
    vat: pesos('vat').notNull(),
    refunded: pesos('refunded').notNull(),
    ...issuedDocument(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('credit_memos_series_serial_idx').on(table.seriesId, table.serial),
    uniqueIndex('credit_memos_number_idx').on(table.number),
    index('credit_memos_invoice_idx').on(table.invoiceId),
    index('credit_memos_issued_idx').on(table.issuedAt),
  ],
);

export const creditMemoLines = pgTable(
  'credit_memo_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    creditMemoId: belongsTo('credit_memo_id', () => creditMemos.id),
    invoiceLineId: requiredReference('invoice_line_id', () => invoiceLines.id),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    amount: pesos('amount').notNull(),
    vat: pesos('vat').notNull(),
    /** The found-stock entry that put a returned product back into its lot; null when it was not put back. */
    stockAdjustmentId: optionalReference('stock_adjustment_id', () => lotAdjustments.id),
  },
  (table) => [
    index('credit_memo_lines_memo_idx').on(table.creditMemoId),
    index('credit_memo_lines_line_idx').on(table.invoiceLineId),
  ],
);

/**
 * Each patient's credit: money in (overpayments, refunds, payments of voided invoices and deleted
 * drafts) as positive amounts, money used as a tender as negative ones. The balance is the sum.
 */
export const patientCreditEntries = pgTable(
  'patient_credit_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    patientId: belongsTo('patient_id', () => patients.id),
    amount: pesos('amount').notNull(),
    kind: text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull(),
    invoiceId: optionalReference('invoice_id', () => invoices.id),
    creditMemoId: optionalReference('credit_memo_id', () => creditMemos.id),
    createdByUserId: optionalReference('created_by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('patient_credit_entries_patient_idx').on(table.patientId)],
);

/**
 * A closed day of a branch: its figures as they were at closing, which never change after (a late
 * payment counts on the day it is taken), the cash counted and the variance.
 */
export const dayCloses = pgTable(
  'day_closes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    branchId: requiredReference('branch_id', () => branches.id),
    date: date('date', { mode: 'string' }).notNull(),
    figures: jsonb('figures').$type<BillingDay>().notNull(),
    countedCash: pesos('counted_cash').notNull(),
    variance: pesos('variance').notNull(),
    note: text('note').notNull().default(''),
    closedByUserId: optionalReference('closed_by_user_id', () => users.id),
    closedByName: text('closed_by_name').notNull(),
    closedAt: timestamptz('closed_at').notNull(),
  },
  (table) => [uniqueIndex('day_closes_branch_date_idx').on(table.branchId, table.date)],
);

/**
 * The senior citizen or PWD IDs a patient bought with, one row per issued invoice that used one;
 * the latest fills the next invoice's discount fields. Goes with the patient's row, and moves with
 * the rest on a merge.
 */
export const patientSeniorPwdIds = pgTable(
  'patient_senior_pwd_ids',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    patientId: belongsTo('patient_id', () => patients.id),
    kind: text('kind', { enum: ['senior', 'pwd'] }).notNull(),
    buyerName: text('buyer_name').notNull(),
    idType: text('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    invoiceId: optionalReference('invoice_id', () => invoices.id),
    createdAt: createdAt(),
  },
  (table) => [index('patient_senior_pwd_ids_patient_idx').on(table.patientId, table.id)],
);
