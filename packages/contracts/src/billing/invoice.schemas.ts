import { z } from 'zod';
import { pagedResponseSchema } from '../common/pagination.ts';
import { INVOICE_STATUSES, LINE_KINDS, TENDERS, VAT_STATUSES } from './billing.schemas.ts';
import { TAX_CLASSES } from './tax-class.ts';

const pesos = z.string();

/** A discount as an invoice keeps it: the input's checks done, its value a peso or percent string. */
export const storedLineDiscountSchema = z.object({
  kind: z.enum(['percent', 'amount']),
  value: z.string(),
  reason: z.string(),
});
export const storedInvoiceDiscountSchema = z.union([
  storedLineDiscountSchema,
  z.object({ kind: z.enum(['senior', 'pwd']), buyer_name: z.string(), id_type: z.string(), id_number: z.string() }),
]);

export const lineTotalsSchema = z.object({
  gross: pesos,
  line_discount: pesos,
  senior_pwd_discount: pesos,
  senior_pwd_vat_exempted: pesos,
  invoice_discount: pesos,
  net: pesos,
  vat: pesos,
  applied_discount: z.enum(['none', 'line', 'senior_pwd']),
  discount_note: z.string().nullable(),
  sale_class: z.enum(TAX_CLASSES),
});

export const invoiceTotalsSchema = z.object({
  gross: pesos,
  vatable_sales: pesos,
  vat_exempt_sales: pesos,
  zero_rated_sales: pesos,
  vat: pesos,
  senior_pwd_discount: pesos,
  senior_pwd_vat_exempted: pesos,
  other_discounts: pesos,
  total_due: pesos,
  paid: pesos,
  credited: pesos,
  balance: pesos,
  overpaid: pesos,
});

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LINE_KINDS),
  service_id: z.number().int().nullable(),
  procedure_id: z.number().int().nullable(),
  product_id: z.number().int().nullable(),
  lot_id: z.number().int().nullable(),
  description: z.string(),
  quantity: z.number(),
  unit_price: pesos,
  tax_class: z.enum(TAX_CLASSES),
  senior_pwd_eligible: z.boolean(),
  discount: storedLineDiscountSchema.nullable(),
  ...lineTotalsSchema.shape,
  /** Of the quantity, what credit memos have already returned. */
  credited_quantity: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  tender: z.enum(TENDERS),
  amount: pesos,
  reference: z.string().nullable(),
  /** Of the amount, what went past the balance into the patient's credit. */
  to_credit: pesos,
  taken_at: z.string(),
  taken_by: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const creditMemoLineSchema = z.object({
  invoice_line_id: z.number().int(),
  /** The invoice line's kind: only a product's units can go back into stock. */
  kind: z.enum(LINE_KINDS),
  description: z.string(),
  quantity: z.number(),
  amount: pesos,
  vat: pesos,
  /** Whether the line's units went back into their lot (product lines only). */
  returned_to_stock: z.boolean(),
});

export const creditMemoSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  /** Null once the patient's record is archived; the buyer's name stays. */
  patient_id: z.number().int().nullable(),
  /** The buyer, as the credited invoice names them. */
  patient_name: z.string(),
  reason: z.string(),
  tender: z.enum(TENDERS),
  reference: z.string().nullable(),
  lines: z.array(creditMemoLineSchema),
  total: pesos,
  vat: pesos,
  /** Paid back to the patient (by the tender, or as patient credit): never more than the invoice took. */
  refunded: pesos,
  issued_at: z.string(),
  content_hash: z.string(),
  previous_hash: z.string().nullable(),
});
export type CreditMemo = z.infer<typeof creditMemoSchema>;

/** A credit memo as its invoice lists it. */
export const creditMemoSummarySchema = creditMemoSchema.pick({
  id: true,
  number: true,
  issued_at: true,
  tender: true,
  total: true,
  refunded: true,
});
export type CreditMemoSummary = z.infer<typeof creditMemoSummarySchema>;

export const branchSchema = z.object({ id: z.number().int(), name: z.string() });

export const invoiceSchema = z.object({
  id: z.number().int(),
  /** The serial number, given at issue: null on a draft. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  branch: branchSchema,
  /** Null once the patient's record is archived; the buyer's name stays. */
  patient_id: z.number().int().nullable(),
  patient_name: z.string(),
  /** The buyer's address as the patient's record had it when the draft was last saved. */
  buyer_address: z.string().nullable(),
  buyer_tin: z.string().nullable(),
  vat_status: z.enum(VAT_STATUSES),
  discount: storedInvoiceDiscountSchema.nullable(),
  lines: z.array(invoiceLineSchema),
  totals: invoiceTotalsSchema,
  payments: z.array(invoicePaymentSchema),
  credit_memo_ids: z.array(z.number().int()),
  /** The same credit memos, oldest first, with what a list of them shows. */
  credit_memos: z.array(creditMemoSummarySchema),
  issued_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  content_hash: z.string().nullable(),
  previous_hash: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceSummarySchema = invoiceSchema
  .pick({
    id: true,
    number: true,
    status: true,
    patient_id: true,
    patient_name: true,
    issued_at: true,
    created_at: true,
  })
  .extend({ total_due: pesos, balance: pesos });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListResponseSchema = pagedResponseSchema(invoiceSummarySchema);
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

/** The walk of every series' chain: the first document whose content or link does not match, if any. */
export const chainCheckSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  first_bad: z.string().nullable(),
});
export type ChainCheck = z.infer<typeof chainCheckSchema>;
