import { useQuery } from '@tanstack/react-query';
import type { ServiceListResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

/** The catalogue's active services, offered first for a procedure's name; under the services root, so a change there shows here. */
export const useActiveServices = () =>
  useQuery({
    queryKey: [QUERY_ROOTS.services, 'active'],
    queryFn: async ({ signal }) =>
      (await api.get<ServiceListResponse>('/services', { signal })).items.filter((service) => service.active),
  });
