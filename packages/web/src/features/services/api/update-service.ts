import type { Service, ServiceInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const useUpdateService = () =>
  useRefreshingMutation(
    ({ id, input }: { id: number; input: ServiceInput }) => api.put<Service>(`/services/${id}`, input),
    'service',
  );
