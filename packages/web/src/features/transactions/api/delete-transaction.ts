import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { transactionKeys } from './transaction-query-keys.ts';

export const deleteTransaction = (id: number) => api.delete<MessageResponse>(`/procedure-transactions/${id}`);

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}
