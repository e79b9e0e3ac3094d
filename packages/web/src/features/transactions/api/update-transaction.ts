import type { Transaction, UpdateTransactionInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const updateTransaction = ({ id, changes }: { id: number; changes: UpdateTransactionInput }) =>
  api.put<Transaction>(`/procedure-transactions/${id}`, changes);

export function useUpdateTransaction() {
  // The list, its summary and the chart all change with one row.
  return useRefreshingMutation(updateTransaction, 'payment');
}
