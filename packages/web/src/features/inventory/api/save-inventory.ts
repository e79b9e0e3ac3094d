import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { inventoryKeys } from './inventory-query-keys.ts';

/** A write to the inventory at `path`; every inventory screen is read again after it. */
export function useInventoryWrite<Input>(method: 'post' | 'put', path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => api[method]<unknown>(path, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
