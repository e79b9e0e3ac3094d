import type { Service, ServiceInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const useCreateService = () =>
  useRefreshingMutation((input: ServiceInput) => api.post<Service>('/services', input), 'service');
