import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthRates } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { procedureKeys } from './procedure-query-keys.ts';

export const getMonthRates = (signal?: AbortSignal) => api.get<MonthRates>('/schedule/month-rates', { signal });

export const monthRatesQueryOptions = () =>
  queryOptions({ queryKey: procedureKeys.monthRates(), queryFn: ({ signal }) => getMonthRates(signal) });

export const useMonthRates = () => useQuery(monthRatesQueryOptions());
