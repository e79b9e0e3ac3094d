import {
  computeInvoiceTotals,
  type InvoiceDiscount,
  type InvoiceStatus,
  type LineDiscount,
  type TaxClass,
  type VatStatus,
} from '@clinic/contracts';

interface FigureLine {
  taxClass: TaxClass;
  seniorPwdEligible: boolean;
  quantity: number | string;
  unitPrice: string;
  discount: LineDiscount | null;
}

interface FigureInvoice {
  vatStatus: VatStatus;
  discount: InvoiceDiscount | null;
  credited: string;
  refunded: string;
}

/** The contracts' totals of an invoice as stored: the one computation, fed from rows. */
export function figuresOf(
  invoice: FigureInvoice,
  lines: readonly FigureLine[],
  payments: readonly { amount: string }[],
) {
  return computeInvoiceTotals({
    vat_status: invoice.vatStatus,
    discount: invoice.discount,
    lines: lines.map((line) => ({
      tax_class: line.taxClass,
      senior_pwd_eligible: line.seniorPwdEligible,
      quantity: Number(line.quantity),
      unit_price: line.unitPrice,
      discount: line.discount,
    })),
    payments: payments.map((payment) => payment.amount),
    credited: invoice.credited,
    refunded: invoice.refunded,
  });
}

/** An issued invoice's state from what it still owes; a draft and a void stay what they are. */
export function statusAfter(status: InvoiceStatus, totals: { balance: string; paid: string }): InvoiceStatus {
  if (status === 'draft' || status === 'void') return status;
  if (Number(totals.balance) === 0) return 'paid';
  return Number(totals.paid) > 0 ? 'partially_paid' : 'issued';
}

/** A document's printed number: the series' prefix and its count, zero-padded (`INV-000001`). */
export const documentNumber = (series: { prefix: string; digits: number }, serial: number) =>
  `${series.prefix}${String(serial).padStart(series.digits, '0')}`;
