import { PAGE_SIZE, type PatientListResponse, type PatientSortColumn } from '@clinic/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PatientSearchTerms } from '../lib/patient-search.ts';
import { patientKeys } from './patient-query-keys.ts';

export interface PatientListParams extends PatientSearchTerms {
  page: number;
  page_size?: number;
  sortBy?: PatientSortColumn;
  sortOrder?: 'asc' | 'desc';
}

export function getPatients(params: PatientListParams, signal?: AbortSignal): Promise<PatientListResponse> {
  return api.get<PatientListResponse>('/patients/', { query: { page_size: PAGE_SIZE, ...params }, signal });
}

export const patientsQueryOptions = (params: PatientListParams) =>
  queryOptions({
    queryKey: [...patientKeys.lists(), params],
    queryFn: ({ signal }) => getPatients(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePatients(params: PatientListParams) {
  return useQuery(patientsQueryOptions(params));
}
