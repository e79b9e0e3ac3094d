import type { DraftInvoiceInput, Invoice, PaymentInput, VoidInvoiceInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/**
 * Issuing in one click: the draft is written, numbered, then paid by each tender in turn. A refusal
 * of the draft or the issue leaves nothing numbered; a refused payment leaves the issued invoice
 * with what was paid before it, as its page then shows.
 */
async function checkOut({ draft, payments }: { draft: DraftInvoiceInput; payments: PaymentInput[] }) {
  const created = await api.post<Invoice>('/invoices', draft);
  let invoice = await api.post<Invoice>(`/invoices/${created.id}/issue`);
  for (const payment of payments) invoice = await api.post<Invoice>(`/invoices/${invoice.id}/payments`, payment);
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
