import { useQuery } from '@tanstack/react-query';
import type { ServiceListResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { serviceKeys } from './services-query-keys.ts';

export const useServices = () =>
  useQuery({
    queryKey: serviceKeys.list(),
    queryFn: ({ signal }) => api.get<ServiceListResponse>('/services', { signal }),
  });
