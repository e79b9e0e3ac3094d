import { useQuery } from '@tanstack/react-query';
import type { ServiceListResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** The catalogue's active services, offered first for a procedure's name; under the services root, so a change there shows here. */
export const useActiveServices = () =>
  useQuery({
    queryKey: [RESOURCES.services, 'active'],
    queryFn: async ({ signal }) =>
      (await api.get<ServiceListResponse>('/services', { signal })).items.filter((service) => service.active),
  });
