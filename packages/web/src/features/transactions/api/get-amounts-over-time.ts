import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AmountsOverTime, AmountsOverTimeQuery } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { transactionKeys } from './transaction-query-keys.ts';

/** The chart's amounts per day or month, under the same filters as the list. */
export const getAmountsOverTime = (filters: AmountsOverTimeQuery, signal?: AbortSignal) =>
  api.get<AmountsOverTime>('/procedure-transactions/amounts-over-time', { query: filters, signal });

export const amountsOverTimeQueryOptions = (filters: AmountsOverTimeQuery) =>
  queryOptions({
    queryKey: transactionKeys.amountsOverTime(filters),
    queryFn: ({ signal }) => getAmountsOverTime(filters, signal),
  });

export const useAmountsOverTime = (filters: AmountsOverTimeQuery) => useQuery(amountsOverTimeQueryOptions(filters));
