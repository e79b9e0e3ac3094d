import { useQuery } from '@tanstack/react-query';
import type { CreditMemo, CreditMemoInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { billingKeys } from './billing-query-keys.ts';

export const useCreditMemo = (id: number) =>
  useQuery({
    queryKey: billingKeys.creditMemo(id),
    queryFn: ({ signal }) => api.get<CreditMemo>(`/credit-memos/${id}`, { signal }),
  });

/** A credit memo changes its invoice, the patient's credit and, for returned products, the stock. */
export const useIssueCreditMemo = (invoiceId: number) =>
  useRefreshingMutation(
    (input: CreditMemoInput) => api.post<CreditMemo>(`/invoices/${invoiceId}/credit-memos`, input),
    'invoice',
  );
