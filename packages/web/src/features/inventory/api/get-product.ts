import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { inventoryKeys } from './inventory-query-keys.ts';

export const useProduct = (id: number) =>
  useQuery({
    queryKey: inventoryKeys.product(id),
    queryFn: ({ signal }) => api.get<ProductDetail>(`/products/${id}`, { signal }),
  });
