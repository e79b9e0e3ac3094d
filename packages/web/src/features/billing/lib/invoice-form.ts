import {
  TENDERS_WITHOUT_REFERENCE,
  computeInvoiceTotals,
  fromCentavos,
  toCentavos,
  type DraftInvoiceInput,
  type InvoiceDiscount,
  type InvoiceTotals,
  type LineTotals,
  type LineDiscount,
  type LineKind,
  type PaymentInput,
  type TaxClass,
  type Tender,
  type VatStatus,
} from '@clinic/contracts';

/** A line as the form keeps it: what the person typed, and the price list's tax facts. */
export interface FormLine {
  key: string;
  kind: LineKind;
  service_id?: number;
  product_id?: number;
  lot_id?: number;
  procedure_id?: number;
  description: string;
  quantity: string;
  unit_price: string;
  tax_class: TaxClass;
  senior_pwd_eligible: boolean;
  discount: LineDiscount | null;
}

export type DiscountChoice =
  | { kind: 'none' }
  | { kind: 'percent' | 'amount'; value: string; reason: string }
  | { kind: 'senior' | 'pwd'; buyer_name: string; id_type: string; id_number: string };

export interface TenderRow {
  key: string;
  tender: Tender;
  amount: string;
  reference: string;
}

export interface InvoiceForm {
  patient_id: number | null;
  lines: FormLine[];
  discount: DiscountChoice;
  tenders: TenderRow[];
}

let nextKey = 0;
/** A key for a new row of the form, unique while the page is open. */
export const rowKey = () => `row-${(nextKey += 1)}`;

export const EMPTY_INVOICE_FORM: InvoiceForm = { patient_id: null, lines: [], discount: { kind: 'none' }, tenders: [] };

/** An amount typed so far, as the totals can read it: what is not an amount yet counts as nothing. */
function amountOrZero(text: string): string {
  try {
    return toCentavos(text) >= 0 ? text.trim() || '0' : '0';
  } catch {
    return '0';
  }
}

const quantityOrZero = (text: string) => {
  const quantity = Number(text);
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
};

const discountOf = (choice: DiscountChoice): InvoiceDiscount | null =>
  choice.kind === 'none'
    ? null
    : choice.kind === 'percent' || choice.kind === 'amount'
      ? { ...choice, value: amountOrZero(choice.value) }
      : choice;

/** The figures of what is typed so far, each line's and the whole's, by the same function the server issues with. */
export function formTotals(form: InvoiceForm, vatStatus: VatStatus): { lines: LineTotals[]; totals: InvoiceTotals } {
  return computeInvoiceTotals({
    vat_status: vatStatus,
    lines: form.lines.map((line) => ({
      tax_class: line.tax_class,
      senior_pwd_eligible: line.senior_pwd_eligible,
      quantity: quantityOrZero(line.quantity),
      unit_price: amountOrZero(line.unit_price),
      discount: line.discount && { ...line.discount, value: amountOrZero(line.discount.value) },
    })),
    discount: discountOf(form.discount),
    payments: form.tenders.map((row) => amountOrZero(row.amount)),
  });
}

/** The draft the server is sent: it checks every field again and answers each refusal in words. */
export function draftOf(form: InvoiceForm): DraftInvoiceInput {
  return {
    patient_id: form.patient_id ?? 0,
    lines: form.lines.map((line) => ({
      kind: line.kind,
      service_id: line.service_id,
      product_id: line.product_id,
      lot_id: line.lot_id,
      procedure_id: line.procedure_id,
      description: line.kind === 'text' ? line.description : undefined,
      quantity: Number(line.quantity),
      unit_price: line.unit_price,
      discount: line.discount ?? undefined,
    })),
    discount: form.discount.kind === 'none' ? null : form.discount,
  };
}

/** Cash handed over beyond what is left to pay after the other tenders: the change to give back. */
export function changeDue(form: InvoiceForm, totals: InvoiceTotals): number {
  const cash = form.tenders
    .filter((row) => row.tender === 'cash')
    .reduce((sum, row) => sum + toCentavos(amountOrZero(row.amount)), 0);
  return cash > 0 ? Math.min(cash, toCentavos(totals.overpaid)) : 0;
}

/**
 * The payments to post: each tender as typed, but cash less the change handed back, so only what
 * the clinic keeps is recorded (an overpayment by any other tender becomes the patient's credit).
 */
export function paymentsToPost(form: InvoiceForm, totals: InvoiceTotals): PaymentInput[] {
  let change = changeDue(form, totals);
  const payments = [...form.tenders].reverse().map((row): PaymentInput => {
    let amount = row.amount.trim();
    if (row.tender === 'cash' && change > 0) {
      const kept = Math.max(toCentavos(amountOrZero(amount)) - change, 0);
      change -= toCentavos(amountOrZero(amount)) - kept;
      amount = fromCentavos(kept);
    }
    return {
      tender: row.tender,
      amount,
      reference: TENDERS_WITHOUT_REFERENCE.includes(row.tender) ? undefined : row.reference.trim(),
    };
  });
  return payments.reverse().filter((payment) => payment.amount !== '0.00');
}
