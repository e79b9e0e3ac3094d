import { useQuery } from '@tanstack/react-query';
import type { LotDetail } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { inventoryKeys } from './inventory-query-keys.ts';

export const useLot = (id: number) =>
  useQuery({
    queryKey: inventoryKeys.lot(id),
    queryFn: ({ signal }) => api.get<LotDetail>(`/lots/${id}`, { signal }),
  });
