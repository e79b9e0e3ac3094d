import type { DraftInvoiceInput, Invoice, PaymentInput, VoidInvoiceInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** A tender refused once the invoice was numbered: the invoice stands, with the payments before it. */
export class PaymentRefusedAfterIssue extends Error {
  constructor(
    readonly invoice: Invoice,
    readonly refusal: unknown,
  ) {
    super(`A payment on invoice ${invoice.number} was refused`);
    this.name = 'PaymentRefusedAfterIssue';
  }
}

/**
 * Issuing in one click: the draft is written, numbered, then paid by each tender in turn. A refusal
 * of the draft or the issue leaves nothing numbered; a refused payment leaves the issued invoice
 * with what was paid before it, and says so with the invoice it leaves.
 */
async function checkOut({ draft, payments }: { draft: DraftInvoiceInput; payments: PaymentInput[] }) {
  const created = await api.post<Invoice>('/invoices', draft);
  let invoice = await api.post<Invoice>(`/invoices/${created.id}/issue`);
  for (const payment of payments) {
    try {
      invoice = await api.post<Invoice>(`/invoices/${invoice.id}/payments`, payment);
    } catch (refusal) {
      throw new PaymentRefusedAfterIssue(invoice, refusal);
    }
  }
  return invoice;
}

export const useCheckOut = () => useRefreshingMutation(checkOut, 'invoice');

/** `onTaken` is the hook's own: the payment form is gone once the invoice shows paid. */
export const useTakePayment = (id: number, onTaken: (invoice: Invoice, payment: PaymentInput) => void) =>
  useRefreshingMutation((payment: PaymentInput) => api.post<Invoice>(`/invoices/${id}/payments`, payment), 'invoice', {
    onSuccess: onTaken,
  });

export const useVoidInvoice = (id: number) =>
  useRefreshingMutation((input: VoidInvoiceInput) => api.post<Invoice>(`/invoices/${id}/void`, input), 'invoice');
