import type { CreditMemo, CreditMemoSummary, Invoice, InvoicePayment, InvoiceSummary } from '@clinic/contracts';
import type { CreditMemoLineRow, CreditMemoRow, InvoiceLineRow, InvoiceRow, PaymentRow } from './billing.repository.ts';

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export interface InvoiceParts {
  invoice: InvoiceRow;
  branch: { id: number; name: string };
  lines: readonly InvoiceLineRow[];
  payments: readonly PaymentRow[];
  credits: InvoiceCredits;
}

/** The credit memos against an invoice, and the quantity of each line they returned. */
export interface InvoiceCredits {
  memos: readonly CreditMemoRow[];
  quantities: ReadonlyMap<number, number>;
}

/** A draft, or an invoice just issued: nothing credited yet, as memos credit issued invoices only. */
export const NO_CREDITS: InvoiceCredits = { memos: [], quantities: new Map() };

export function toInvoiceResponse({ invoice, branch, lines, payments, credits }: InvoiceParts): Invoice {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    branch: { id: branch.id, name: branch.name },
    patient_id: invoice.patientId,
    patient_name: invoice.buyerName,
    buyer_address: invoice.buyerAddress,
    buyer_tin: invoice.buyerTin,
    vat_status: invoice.vatStatus,
    discount: invoice.discount,
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      service_id: line.serviceId,
      procedure_id: line.procedureId,
      product_id: line.productId,
      lot_id: line.lotId,
      description: line.description,
      quantity: Number(line.quantity),
      unit_price: line.unitPrice,
      tax_class: line.taxClass,
      senior_pwd_eligible: line.seniorPwdEligible,
      discount: line.discount,
      ...line.totals,
      credited_quantity: credits.quantities.get(line.id) ?? 0,
    })),
    totals: invoice.totals,
    payments: payments.map(toPaymentResponse),
    credit_memo_ids: credits.memos.map((memo) => memo.id),
    credit_memos: credits.memos.map(toCreditMemoSummary),
    issued_at: isoOrNull(invoice.issuedAt),
    voided_at: isoOrNull(invoice.voidedAt),
    void_reason: invoice.voidReason,
    content_hash: invoice.contentHash,
    previous_hash: invoice.previousHash,
    created_at: invoice.createdAt.toISOString(),
    updated_at: invoice.updatedAt.toISOString(),
  };
}

export function toPaymentResponse(payment: PaymentRow): InvoicePayment {
  return {
    id: payment.id,
    tender: payment.tender,
    amount: payment.amount,
    reference: payment.reference,
    to_credit: payment.toCredit,
    taken_at: payment.takenAt.toISOString(),
    taken_by: payment.takenByName,
  };
}

export function toInvoiceSummary(invoice: InvoiceRow): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    patient_id: invoice.patientId,
    patient_name: invoice.buyerName,
    issued_at: isoOrNull(invoice.issuedAt),
    created_at: invoice.createdAt.toISOString(),
    total_due: invoice.totalDue,
    balance: invoice.balance,
  };
}

function toCreditMemoSummary(memo: CreditMemoRow): CreditMemoSummary {
  return {
    id: memo.id,
    number: memo.number!,
    issued_at: memo.issuedAt!.toISOString(),
    tender: memo.tender,
    total: memo.total,
    refunded: memo.refunded,
  };
}

export function toCreditMemoResponse(
  memo: CreditMemoRow,
  invoice: InvoiceRow,
  lines: readonly CreditMemoLineRow[],
  invoiceLines: readonly InvoiceLineRow[],
): CreditMemo {
  const invoiceLinesById = new Map(invoiceLines.map((line) => [line.id, line]));
  return {
    id: memo.id,
    number: memo.number!,
    invoice_id: invoice.id,
    invoice_number: invoice.number!,
    patient_id: invoice.patientId,
    patient_name: invoice.buyerName,
    reason: memo.reason,
    tender: memo.tender,
    reference: memo.reference,
    lines: lines.map((line) => ({
      invoice_line_id: line.invoiceLineId,
      kind: invoiceLinesById.get(line.invoiceLineId)!.kind,
      description: invoiceLinesById.get(line.invoiceLineId)!.description,
      quantity: Number(line.quantity),
      amount: line.amount,
      vat: line.vat,
      returned_to_stock: line.stockAdjustmentId !== null,
    })),
    total: memo.total,
    vat: memo.vat,
    refunded: memo.refunded,
    issued_at: memo.issuedAt!.toISOString(),
    content_hash: memo.contentHash!,
    previous_hash: memo.previousHash,
  };
}
