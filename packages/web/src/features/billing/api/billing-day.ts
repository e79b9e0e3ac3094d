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

/** `onClosed` is the hook's own: the form that closes the day is gone once the day shows closed. */
export const useCloseDay = (onClosed: (day: BillingDay) => void) =>
  useRefreshingMutation((input: DayCloseInput) => api.post<BillingDay>('/billing/day/close', input), 'invoice', {
    onSuccess: onClosed,
  });
