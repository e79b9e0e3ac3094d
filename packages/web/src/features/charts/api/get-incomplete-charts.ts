import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IncompleteChartsQuery, IncompleteChartsReport } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

export const incompleteChartsQueryOptions = (period: IncompleteChartsQuery) =>
  queryOptions({
    queryKey: [RESOURCES.charts, 'incomplete', period],
    queryFn: ({ signal }) => api.get<IncompleteChartsReport>('/reports/incomplete-charts', { query: period, signal }),
  });

export const useIncompleteCharts = (period: IncompleteChartsQuery | undefined) =>
  useQuery({ ...incompleteChartsQueryOptions(period ?? { from: '', to: '' }), enabled: period !== undefined });
