import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProcedureListParams, ProcedureListResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { procedureKeys } from './procedure-query-keys.ts';

export const getProcedures = (params: Partial<ProcedureListParams>, signal?: AbortSignal) =>
  api.get<ProcedureListResponse>('/procedures/', { query: params, signal });

export const proceduresQueryOptions = (params: Partial<ProcedureListParams>) =>
  queryOptions({
    queryKey: procedureKeys.list(params),
    queryFn: ({ signal }) => getProcedures(params, signal),
    placeholderData: keepPreviousData,
  });

export const useProcedures = (params: Partial<ProcedureListParams>) => useQuery(proceduresQueryOptions(params));
