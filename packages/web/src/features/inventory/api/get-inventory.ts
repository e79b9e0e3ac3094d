import { useQuery } from '@tanstack/react-query';
import type { InventoryResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { inventoryKeys } from './inventory-query-keys.ts';

export const useInventory = (enabled = true) =>
  useQuery({
    queryKey: inventoryKeys.list(),
    queryFn: ({ signal }) => api.get<InventoryResponse>('/inventory', { signal }),
    enabled,
  });
