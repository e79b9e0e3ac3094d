import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProcedureDashboardStats, ProcedureFilters } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { PROCEDURES_QUERY_KEY } from './procedure-query-keys.ts';

type StatsFilters = Partial<ProcedureFilters>;

export const procedureStatsQueryOptions = (filters: StatsFilters) =>
  queryOptions({
    queryKey: [PROCEDURES_QUERY_KEY, 'stats', filters],
    queryFn: ({ signal }) =>
      api.get<ProcedureDashboardStats>('/procedures/dashboard/stats', { query: filters, signal }),
  });

export const useProcedureStats = (filters: StatsFilters) => useQuery(procedureStatsQueryOptions(filters));
