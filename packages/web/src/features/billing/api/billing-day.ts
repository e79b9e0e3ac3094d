import { useQuery } from '@tanstack/react-query';
import type { BillingDay, DayCloseInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { billingKeys } from './billing-query-keys.ts';

export const useBillingDay = (date: string) =>
  useQuery({
    queryKey: billingKeys.day(date),
    queryFn: ({ signal }) => api.get<BillingDay>('/billing/day', { query: { date }, signal }),
  });

export const useCloseDay = () =>
  useRefreshingMutation((input: DayCloseInput) => api.post<BillingDay>('/billing/day/close', input), 'invoice');
