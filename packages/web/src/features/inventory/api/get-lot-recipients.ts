import { useQuery } from '@tanstack/react-query';
import type { LotRecipientsResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { inventoryKeys } from './inventory-query-keys.ts';

/** Every patient who received the lot, for a recall. */
export const useLotRecipients = (lotId: number) =>
  useQuery({
    queryKey: inventoryKeys.recipients(lotId),
    queryFn: ({ signal }) => api.get<LotRecipientsResponse>(`/lots/${lotId}/recipients`, { signal }),
  });
