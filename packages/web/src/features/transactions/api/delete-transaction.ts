import type { MessageResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const deleteTransaction = (id: number) => api.delete<MessageResponse>(`/procedure-transactions/${id}`);

export function useDeleteTransaction() {
  return useRefreshingMutation(deleteTransaction, 'payment');
}
