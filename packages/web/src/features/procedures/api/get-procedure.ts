import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Procedure } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { procedureKeys } from './procedure-query-keys.ts';

export const procedureQueryOptions = (id: number) =>
  queryOptions({
    queryKey: procedureKeys.detail(id),
    queryFn: ({ signal }) => api.get<Procedure>(`/procedures/${id}`, { signal }),
  });

export const useProcedure = (id: number) => useQuery(procedureQueryOptions(id));
