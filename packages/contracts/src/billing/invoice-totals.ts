import { allocateInProportion, divideRoundingHalfUp, fromCentavos, toCentavos, toHundredths } from './centavos.ts';
import type { InvoiceDiscount, LineDiscount, VatStatus } from './billing.schemas.ts';
import type { TaxClass } from './tax-class.ts';

/** VAT is 12 % of the VAT-exclusive price: 12/112 of a VAT-inclusive one. */
const VAT_PERCENT = 12;
/** The senior citizen and PWD discount (RA 9994, RA 10754). */
const SENIOR_PWD_PERCENT = 20;

export const DISCOUNT_NOTES = {
  seniorLarger: 'The senior/PWD discount is larger than the line discount and applies instead',
  lineLarger: "The line's own discount is larger than the senior/PWD discount and applies instead",
} as const;

/** A line as the totals need it: its price, quantity, tax class and discount. */
export interface PricedLine {
  tax_class: TaxClass;
  senior_pwd_eligible: boolean;
  quantity: number;
  /** Per unit; VAT-inclusive for a vatable line of a VAT-registered clinic. */
  unit_price: string;
  discount?: LineDiscount | null | undefined;
}

export interface TotalsInput {
  vat_status: VatStatus;
  lines: readonly PricedLine[];
  discount?: InvoiceDiscount | null | undefined;
  /** Amounts of the payments taken, whole (what went past the balance into patient credit included). */
  payments?: readonly string[];
  /** What credit memos against the invoice took off it. */
  credited?: string;
  /** What those credit memos paid back. */
  refunded?: string;
}

/** How a line's amount was reached, every figure in pesos with two decimals. */
export interface LineTotals {
  gross: string;
  /** The line's own discount, when it applies. */
  line_discount: string;
  senior_pwd_discount: string;
  /** The VAT taken off before the senior/PWD discount. */
  senior_pwd_vat_exempted: string;
  /** The line's share of a whole-invoice percent or amount discount. */
  invoice_discount: string;
  /** What the line comes to: the amount due for it. */
  net: string;
  vat: string;
  /** Which of the line and senior/PWD discounts applies; they never stack. */
  applied_discount: 'none' | 'line' | 'senior_pwd';
  /** Said when both were offered and one gave way to the other. */
  discount_note: string | null;
  /** The sales column the line's net counts in. */
  sale_class: TaxClass;
}

export interface InvoiceTotals {
  gross: string;
  vatable_sales: string;
  vat_exempt_sales: string;
  zero_rated_sales: string;
  vat: string;
  senior_pwd_discount: string;
  senior_pwd_vat_exempted: string;
  other_discounts: string;
  total_due: string;
  /** Payments less what credit memos paid back. */
  paid: string;
  credited: string;
  balance: string;
  /** Paid beyond what is owed: it became patient credit. */
  overpaid: string;
}

interface LineStep {
  gross: number;
  lineDiscount: number;
  senior: number;
  vatExempted: number;
  applied: LineTotals['applied_discount'];
  note: string | null;
  afterLine: number;
  taxClass: TaxClass;
}

const percentOf = (amount: number, percent: string | number) =>
  divideRoundingHalfUp(amount * toHundredths(percent), 100 * 100);

const isSenior = (discount: GivenDiscount): discount is Extract<InvoiceDiscount, { kind: 'senior' | 'pwd' }> =>
  discount?.kind === 'senior' || discount?.kind === 'pwd';

type GivenDiscount = InvoiceDiscount | null | undefined;

/** A line's own discount in centavos: a percent of its gross, or an amount no larger than it. */
function ownDiscount(gross: number, discount: LineDiscount | null | undefined): number {
  if (!discount) return 0;
  if (discount.kind === 'percent') return percentOf(gross, discount.value);
  return Math.min(toCentavos(discount.value), gross);
}

/**
 * The senior/PWD discount of a line: for a vatable line of a VAT-registered clinic the VAT comes
 * off first, then 20 % of the VAT-exclusive price; otherwise 20 % of the price.
 */
function seniorDiscount(gross: number, vatable: boolean) {
  const base = vatable ? divideRoundingHalfUp(gross * 100, 100 + VAT_PERCENT) : gross;
  return { vatExempted: gross - base, senior: percentOf(base, SENIOR_PWD_PERCENT) };
}

function lineStep(line: PricedLine, vatStatus: VatStatus, discount: GivenDiscount): LineStep {
  const gross = divideRoundingHalfUp(toCentavos(line.unit_price) * toHundredths(line.quantity), 100);
  const own = ownDiscount(gross, line.discount);
  const vatable = vatStatus === 'vat' && line.tax_class === 'vatable';
  const taxClass: TaxClass = vatStatus === 'vat' ? line.tax_class : 'vat_exempt';
  const plain = { gross, senior: 0, vatExempted: 0, taxClass };
  const withOwn: LineStep = {
    ...plain,
    lineDiscount: own,
    applied: own > 0 ? 'line' : 'none',
    note: null,
    afterLine: gross - own,
  };
  if (!isSenior(discount) || !line.senior_pwd_eligible) return withOwn;
  const { vatExempted, senior } = seniorDiscount(gross, vatable);
  // The larger of the two applies; on a tie the senior/PWD discount, which the law grants.
  if (own > vatExempted + senior) return { ...withOwn, note: line.discount ? DISCOUNT_NOTES.lineLarger : null };
  return {
    gross,
    lineDiscount: 0,
    senior,
    vatExempted,
    applied: 'senior_pwd',
    note: line.discount ? DISCOUNT_NOTES.seniorLarger : null,
    afterLine: gross - vatExempted - senior,
    // A senior's or PWD's purchase is VAT-exempt.
    taxClass: vatable ? 'vat_exempt' : taxClass,
  };
}

/** Each line's share of a whole-invoice percent or amount discount. */
function invoiceDiscountShares(afterLine: readonly number[], discount: GivenDiscount): number[] {
  if (!discount || isSenior(discount)) return afterLine.map(() => 0);
  if (discount.kind === 'percent') return afterLine.map((amount) => percentOf(amount, discount.value));
  const total = afterLine.reduce((a, b) => a + b, 0);
  return allocateInProportion(Math.min(toCentavos(discount.value), total), afterLine);
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The totals of an invoice in exact centavos, rounded half up per line: the one computation the
 * server stores and the web shows while typing. For a non-VAT clinic there is no VAT and every
 * sale counts as VAT-exempt (decision 043).
 */
export function computeInvoiceTotals(input: TotalsInput): { lines: LineTotals[]; totals: InvoiceTotals } {
  const steps = input.lines.map((line) => lineStep(line, input.vat_status, input.discount));
  const shares = invoiceDiscountShares(
    steps.map((step) => step.afterLine),
    input.discount,
  );
  const lines = steps.map((step, index) => {
    const net = step.afterLine - shares[index]!;
    const vat = step.taxClass === 'vatable' ? divideRoundingHalfUp(net * VAT_PERCENT, 100 + VAT_PERCENT) : 0;
    return { step, share: shares[index]!, net, vat };
  });
  const salesOf = (taxClass: TaxClass) =>
    sum(lines.filter((line) => line.step.taxClass === taxClass).map((line) => line.net - line.vat));
  const totalDue = sum(lines.map((line) => line.net));
  const paid = sum((input.payments ?? []).map(toCentavos)) - toCentavos(input.refunded ?? '0');
  const credited = toCentavos(input.credited ?? '0');
  const owed = totalDue - credited;
  return {
    lines: lines.map(({ step, share, net, vat }) => ({
      gross: fromCentavos(step.gross),
      line_discount: fromCentavos(step.lineDiscount),
      senior_pwd_discount: fromCentavos(step.senior),
      senior_pwd_vat_exempted: fromCentavos(step.vatExempted),
      invoice_discount: fromCentavos(share),
      net: fromCentavos(net),
      vat: fromCentavos(vat),
      applied_discount: step.applied,
      discount_note: step.note,
      sale_class: step.taxClass,
    })),
    totals: {
      gross: fromCentavos(sum(steps.map((step) => step.gross))),
      vatable_sales: fromCentavos(salesOf('vatable')),
      vat_exempt_sales: fromCentavos(salesOf('vat_exempt')),
      zero_rated_sales: fromCentavos(salesOf('zero_rated')),
      vat: fromCentavos(sum(lines.map((line) => line.vat))),
      senior_pwd_discount: fromCentavos(sum(steps.map((step) => step.senior))),
      senior_pwd_vat_exempted: fromCentavos(sum(steps.map((step) => step.vatExempted))),
      other_discounts: fromCentavos(sum(steps.map((step) => step.lineDiscount)) + sum(shares)),
      total_due: fromCentavos(totalDue),
      paid: fromCentavos(paid),
      credited: fromCentavos(credited),
      balance: fromCentavos(Math.max(0, owed - paid)),
      overpaid: fromCentavos(Math.max(0, paid - owed)),
    },
  };
}

/**
 * What a credit memo gives back for `quantity` of an invoice line: its share of the line's net,
 * rounded half up; the last of the line (all that was not yet returned) takes exactly what is left.
 */
export function creditedAmount(line: { quantity: number; net: string }, returned: number, alreadyReturned: number) {
  const net = toCentavos(line.net);
  const all = toHundredths(line.quantity);
  const before = divideRoundingHalfUp(net * toHundredths(alreadyReturned), all);
  const after = divideRoundingHalfUp(net * toHundredths(alreadyReturned + returned), all);
  return fromCentavos(after - before);
}

/**
 * What a credit memo of `memoTotal` pays back: the part of what the invoice kept of its payments
 * (not what went into patient credit) that the lower amount owed no longer covers.
 */
export function creditMemoRefund(before: InvoiceTotals, memoTotal: string): string {
  const kept = toCentavos(before.paid) - toCentavos(before.overpaid);
  const owedAfter = toCentavos(before.total_due) - toCentavos(before.credited) - toCentavos(memoTotal);
  return fromCentavos(Math.min(toCentavos(memoTotal), Math.max(0, kept - owedAfter)));
}

/** The VAT inside a VAT-inclusive amount: 12/112 of it, rounded half up. */
export const vatIncluded = (amount: string): string =>
  fromCentavos(divideRoundingHalfUp(toCentavos(amount) * VAT_PERCENT, 100 + VAT_PERCENT));
