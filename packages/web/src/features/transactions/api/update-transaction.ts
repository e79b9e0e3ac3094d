import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction, UpdateTransactionInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { transactionKeys } from './transaction-query-keys.ts';

export const updateTransaction = ({ id, changes }: { id: number; changes: UpdateTransactionInput }) =>
  api.put<Transaction>(`/procedure-transactions/${id}`, changes);

export function useUpdateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransaction,
    // The list, its summary and the chart all change with one row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}
