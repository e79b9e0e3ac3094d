import { z } from 'zod';
import { isValidIsoDate } from '../common/dates.ts';
import { recordIdSchema } from '../common/ids.ts';
import { amountSchema } from '../common/money.ts';
import { pageSchema, pageSizeSchema } from '../common/pagination.ts';
import { singleLineText } from '../common/text.ts';
import { TIN_INVALID_MESSAGE, TIN_PATTERN } from '../common/tin.ts';
import { positiveQuantity } from '../inventory/inventory.schemas.ts';

export const VAT_STATUSES = ['vat', 'non_vat'] as const;
export type VatStatus = (typeof VAT_STATUSES)[number];

export const TENDERS = ['cash', 'card', 'gcash', 'maya', 'qrph', 'bank_transfer', 'patient_credit', 'other'] as const;
export type Tender = (typeof TENDERS)[number];
/** Tenders that leave no trace to quote: every other one needs its reference (approval code, e-wallet reference). */
export const TENDERS_WITHOUT_REFERENCE: readonly Tender[] = ['cash', 'patient_credit'];

export const INVOICE_STATUSES = ['draft', 'issued', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const LINE_KINDS = ['service', 'product', 'text'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const DOCUMENT_TYPES = ['invoice', 'credit_memo'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const BILLING_MESSAGES = {
  invoiceNotFound: 'Invoice not found',
  draftDeleted: 'Draft deleted',
  creditMemoNotFound: 'Credit memo not found',
  issuedIsFinal: (number: string) => `Invoice ${number} is issued; it can no longer change`,
  notADraft: 'Only a draft invoice can be issued',
  voidRefusesPayment: 'A void invoice takes no payment',
  alreadyVoid: 'This invoice is already void',
  draftCannotBeVoided: 'A draft has no number to void; delete it instead',
  creditOnlyIssued: 'Credit memos are made against an issued invoice',
  noLines: 'An invoice needs at least one line',
  nothingToCredit: 'Choose at least one line to credit',
  serviceRequired: 'Choose a service',
  productAndLotRequired: 'Choose a product and its lot',
  descriptionRequired: 'A free-text line needs a description and a unit price',
  freeTextNeedsAdmin: 'Only an administrator may add a free-text line',
  serviceNotFound: 'Service not found',
  productNotFound: 'Product not found',
  productNotBillable: (name: string) => `${name} is not billable`,
  lotOfOtherProduct: 'The lot is not of this product',
  procedureNotFound: 'Procedure not found',
  procedureOfOtherPatient: 'The procedure is of another patient',
  procedureAlreadyInvoiced: (number: string) => `This procedure is already on invoice ${number}`,
  patientNotFound: 'Patient not found',
  percentRange: 'A percentage is from 0 to 100',
  reasonRequired: 'A reason is required',
  buyerRequired: "The buyer's name, ID type and ID number are required",
  amountPositive: 'The amount must be more than 0',
  referenceRequired: 'A reference is required for this tender',
  notEnoughCredit: (balance: string) => `The patient has only ₱${balance} of credit`,
  lineNotOnInvoice: (id: number) => `Line ${id} is not on this invoice`,
  returnTooLarge: (id: number, left: number) => `Line ${id} has only ${left} left to credit`,
  draftCannotBePrinted: 'A draft has no number yet; issue it to print it',
  pdfLinkInvalid: 'This link has expired or is not valid',
  /** The reason a credit memo's found-stock entry gives in the lot's history. */
  returnedOnCreditMemo: (number: string) => `Returned on credit memo ${number}`,
  /** Said by the check out when the invoice was numbered but a tender was then refused. */
  paymentRefusedAfterIssue: (number: string, reason: string) =>
    `Invoice ${number} was issued, but a payment was refused (${reason}); take the rest on the invoice's page.`,
  transactionFollowsInvoice: (number: string) => `This payment is part of invoice ${number}; change it there.`,
} as const;

/** A discount on one line, or on the whole invoice: a percent or an amount, with its reason. */
export const lineDiscountSchema = z
  .object({
    kind: z.enum(['percent', 'amount']),
    value: amountSchema,
    reason: singleLineText().min(1, { message: BILLING_MESSAGES.reasonRequired }).max(200),
  })
  .refine((discount) => discount.kind !== 'percent' || Number(discount.value) <= 100, {
    message: BILLING_MESSAGES.percentRange,
    path: ['value'],
  });
export type LineDiscount = z.output<typeof lineDiscountSchema>;

const requiredText = (max: number) =>
  singleLineText({ message: BILLING_MESSAGES.buyerRequired })
    .min(1, { message: BILLING_MESSAGES.buyerRequired })
    .max(max);

/** The senior citizen or PWD discount, for the whole invoice's eligible lines; the buyer is named. */
export const seniorDiscountSchema = z.object({
  kind: z.enum(['senior', 'pwd']),
  buyer_name: requiredText(200),
  id_type: requiredText(100),
  id_number: requiredText(100),
});

export const invoiceDiscountSchema = z.union([lineDiscountSchema, seniorDiscountSchema]);
export type InvoiceDiscount = z.output<typeof invoiceDiscountSchema>;

export const invoiceLineInputSchema = z
  .object({
    kind: z.enum(LINE_KINDS),
    service_id: recordIdSchema().optional(),
    procedure_id: recordIdSchema().optional(),
    product_id: recordIdSchema().optional(),
    lot_id: recordIdSchema().optional(),
    description: singleLineText().max(300).optional(),
    quantity: positiveQuantity(BILLING_MESSAGES.amountPositive).default(1),
    /** The service's or product's price when absent. */
    unit_price: amountSchema.optional(),
    discount: lineDiscountSchema.optional(),
  })
  .superRefine((line, context) => {
    const missing = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
    if (line.kind === 'service' && line.service_id === undefined)
      missing(BILLING_MESSAGES.serviceRequired, 'service_id');
    if (line.kind === 'product' && (line.product_id === undefined || line.lot_id === undefined))
      missing(BILLING_MESSAGES.productAndLotRequired, line.product_id === undefined ? 'product_id' : 'lot_id');
    if (line.kind === 'text' && (!line.description || line.unit_price === undefined))
      missing(BILLING_MESSAGES.descriptionRequired, line.description ? 'unit_price' : 'description');
  });
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;
export type InvoiceLineFields = z.output<typeof invoiceLineInputSchema>;

export const MAX_INVOICE_LINES = 100;

/** A draft invoice: written by POST and replaced whole by PUT while it is a draft. */
export const draftInvoiceInputSchema = z.object({
  patient_id: recordIdSchema(),
  lines: z.array(invoiceLineInputSchema).min(1, { message: BILLING_MESSAGES.noLines }).max(MAX_INVOICE_LINES),
  discount: invoiceDiscountSchema.nullish(),
  /** The buyer's TIN, printed when given (a business buyer asks for it); empty is none. */
  buyer_tin: singleLineText()
    .refine((tin) => tin === '' || TIN_PATTERN.test(tin), { message: TIN_INVALID_MESSAGE })
    .nullish()
    .transform((tin) => tin || null),
});
export type DraftInvoiceInput = z.input<typeof draftInvoiceInputSchema>;
export type DraftInvoiceFields = z.output<typeof draftInvoiceInputSchema>;

const positiveAmount = amountSchema.refine((amount) => Number(amount) > 0, {
  message: BILLING_MESSAGES.amountPositive,
});

export const paymentInputSchema = z
  .object({
    tender: z.enum(TENDERS),
    amount: positiveAmount,
    reference: singleLineText().max(100).optional(),
  })
  .refine((payment) => TENDERS_WITHOUT_REFERENCE.includes(payment.tender) || Boolean(payment.reference), {
    message: BILLING_MESSAGES.referenceRequired,
    path: ['reference'],
  });
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentFields = z.output<typeof paymentInputSchema>;

export const voidInvoiceInputSchema = z.object({
  reason: singleLineText().min(1, { message: BILLING_MESSAGES.reasonRequired }).max(500),
});
export type VoidInvoiceInput = z.input<typeof voidInvoiceInputSchema>;

/** A return or refund: some or all of an issued invoice's lines, paid back by a tender or as patient credit. */
export const creditMemoInputSchema = z
  .object({
    lines: z
      .array(
        z.object({
          invoice_line_id: recordIdSchema(),
          quantity: positiveQuantity(BILLING_MESSAGES.amountPositive),
          /** A product line's units go back into their lot unless the item is not fit to sell again. */
          return_to_stock: z.boolean().default(true),
        }),
      )
      .min(1, { message: BILLING_MESSAGES.nothingToCredit })
      .max(MAX_INVOICE_LINES),
    reason: singleLineText().min(1, { message: BILLING_MESSAGES.reasonRequired }).max(500),
    tender: z.enum(TENDERS).default('patient_credit'),
    reference: singleLineText().max(100).optional(),
  })
  .refine((memo) => TENDERS_WITHOUT_REFERENCE.includes(memo.tender) || Boolean(memo.reference), {
    message: BILLING_MESSAGES.referenceRequired,
    path: ['reference'],
  });
export type CreditMemoInput = z.input<typeof creditMemoInputSchema>;
export type CreditMemoFields = z.output<typeof creditMemoInputSchema>;

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optionalQuery = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(blankAsUnset, schema.optional());
const isoDate = z.string().refine(isValidIsoDate, { message: 'Invalid date' });

export const invoiceListQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
  patient_id: optionalQuery(recordIdSchema()),
  status: optionalQuery(z.enum(INVOICE_STATUSES)),
  /** Clinic dates of issue (drafts: of creation), inclusive. */
  from: optionalQuery(isoDate),
  to: optionalQuery(isoDate),
  /** A serial number, whole or in part (`INV-000123`, `123`). */
  number: optionalQuery(singleLineText().max(40)),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
