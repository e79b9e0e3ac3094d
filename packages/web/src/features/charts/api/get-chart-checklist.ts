import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChartChecklist } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

export const chartChecklistQueryOptions = (procedureId: number) =>
  queryOptions({
    queryKey: [RESOURCES.charts, 'checklist', procedureId],
    queryFn: ({ signal }) => api.get<ChartChecklist>(`/procedures/${procedureId}/chart-checklist`, { signal }),
  });

export const useChartChecklist = (procedureId: number) => useQuery(chartChecklistQueryOptions(procedureId));
