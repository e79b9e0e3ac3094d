import { useQuery } from '@tanstack/react-query';
import type { InventoryResponse, LotListResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/authorization.ts';
import { procedureKeys } from './procedure-query-keys.ts';

/** The active products a point can record; none for a role that does not see the inventory. */
export function useStockProducts() {
  const mayRead = useCan('inventory.read');
  return useQuery({
    queryKey: procedureKeys.stock(),
    queryFn: async ({ signal }) =>
      (await api.get<InventoryResponse>('/inventory', { signal })).items.filter((product) => product.active),
    enabled: mayRead,
  });
}

/** A product's lots, earliest expiry first, to pick the one a point used. */
export const useProductLots = (productId: number | undefined) =>
  useQuery({
    queryKey: procedureKeys.productLots(productId ?? 0),
    queryFn: async ({ signal }) => (await api.get<LotListResponse>(`/products/${productId}/lots`, { signal })).items,
    enabled: productId !== undefined,
  });
