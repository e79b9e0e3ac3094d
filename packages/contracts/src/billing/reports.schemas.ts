import { z } from 'zod';
import { isValidIsoDate } from '../common/dates.ts';
import { invoicePaymentSchema } from './invoice.schemas.ts';

export const REPORT_MESSAGES = {
  invalidDate: 'Invalid date',
  rangeReversed: 'The start date must not be after the end date',
} as const;

const isoDate = z.string().refine(isValidIsoDate, { message: REPORT_MESSAGES.invalidDate });

/** A report's clinic dates, both inclusive. */
export const reportRangeQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, { message: REPORT_MESSAGES.rangeReversed, path: ['from'] });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

export const SALES_JOURNAL_HEADERS = [
  'Date',
  'Number',
  'Buyer',
  'TIN',
  'Gross',
  'VATable sales',
  'VAT-exempt sales',
  'Zero-rated sales',
  'VAT',
  'Discounts',
  'Net',
  'Status',
] as const;

export const DISCOUNT_REGISTER_HEADERS = [
  'Date',
  'Invoice number',
  'Name',
  'ID number',
  'Gross',
  'Discount',
  'VAT exempted',
] as const;

/** The file names a report downloads as, for its date range. */
export const reportFileName = (report: 'sales-journal' | 'discount-register', range: ReportRangeQuery) =>
  `${report}_${range.from}_${range.to}.csv`;

/** The age brackets of a balance owed, in days since the invoice was issued. */
export const AGING_BUCKETS = ['days_0_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  days_0_30: '0–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  over_90: 'Over 90 days',
};

const pesos = z.string();
const bucketAmounts = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, pesos])) as Record<
  AgingBucket,
  z.ZodString
>;

export const agingRowSchema = z.object({
  /** Null for the invoices of an archived patient's record, kept under the buyer's name. */
  patient_id: z.number().int().nullable(),
  patient_name: z.string(),
  ...bucketAmounts,
  total: pesos,
  invoice_count: z.number().int(),
});
export type AgingRow = z.infer<typeof agingRowSchema>;

/** Balances owed on issued invoices, by patient and by age, as of a clinic date. */
export const agingReportSchema = z.object({
  as_of: z.string(),
  rows: z.array(agingRowSchema),
  totals: z.object({ ...bucketAmounts, total: pesos }),
});
export type AgingReport = z.infer<typeof agingReportSchema>;

export const CREDIT_ENTRY_KINDS = ['overpayment', 'refund', 'void', 'deposit_returned', 'used'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const CREDIT_ENTRY_LABELS: Record<CreditEntryKind, string> = {
  overpayment: 'Overpayment',
  refund: 'Refund by credit memo',
  void: 'Payments of a voided invoice',
  deposit_returned: 'Deposit of a deleted draft',
  used: 'Used as payment',
};

export const creditEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** Positive when credit comes in, negative when it is used. */
  amount: pesos,
  invoice_id: z.number().int().nullable(),
  invoice_number: z.string().nullable(),
  credit_memo_id: z.number().int().nullable(),
  credit_memo_number: z.string().nullable(),
  created_at: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** A patient's credit: the balance and its ledger, newest first. */
export const patientCreditSchema = z.object({
  patient_id: z.number().int(),
  balance: pesos,
  entries: z.array(creditEntrySchema),
});
export type PatientCredit = z.infer<typeof patientCreditSchema>;

export const PATIENT_PAYMENTS_SHOWN = 100;

/** What a patient paid on their invoices (the latest, newest first) and what they still owe on issued ones. */
export const patientPaymentsSchema = z.object({
  patient_id: z.number().int(),
  balance_owed: pesos,
  payments: z.array(
    invoicePaymentSchema.extend({ invoice_id: z.number().int(), invoice_number: z.string().nullable() }),
  ),
});
export type PatientPayments = z.infer<typeof patientPaymentsSchema>;

/** The senior citizen or PWD ID the patient last bought with; null before the first such invoice. */
export const patientSeniorPwdIdSchema = z.object({
  senior_pwd_id: z
    .object({
      kind: z.enum(['senior', 'pwd']),
      buyer_name: z.string(),
      id_type: z.string(),
      id_number: z.string(),
    })
    .nullable(),
});
export type PatientSeniorPwdId = z.infer<typeof patientSeniorPwdIdSchema>;
