import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats, DashboardStatsQuery } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRANSACTIONS_QUERY_KEY } from './transaction-query-keys.ts';

export const getTransactionStats = (range: DashboardStatsQuery, signal?: AbortSignal) =>
  api.get<DashboardStats>('/procedure-transactions/dashboard/stats', { query: range, signal });

export const transactionStatsQueryOptions = (range: DashboardStatsQuery) =>
  queryOptions({
    queryKey: [TRANSACTIONS_QUERY_KEY, 'stats', range],
    queryFn: ({ signal }) => getTransactionStats(range, signal),
  });

export const useTransactionStats = (range: DashboardStatsQuery) => useQuery(transactionStatsQueryOptions(range));
