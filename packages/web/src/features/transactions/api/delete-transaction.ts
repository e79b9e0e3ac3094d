import type { MessageResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { transactionKeys } from './transaction-query-keys.ts';

export const deleteTransaction = (id: number) => api.delete<MessageResponse>(`/procedure-transactions/${id}`);

export function useDeleteTransaction() {
  return useRefreshingMutation(deleteTransaction, transactionKeys.all);
}
