import type { PossibleDuplicatesResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientKeys } from './patient-query-keys.ts';

export function getPossibleDuplicates(id: number, signal?: AbortSignal): Promise<PossibleDuplicatesResponse> {
  return api.get<PossibleDuplicatesResponse>(`/patients/${id}/possible-duplicates`, { signal });
}

export const possibleDuplicatesQueryOptions = (id: number) =>
  queryOptions({ queryKey: patientKeys.duplicates(id), queryFn: ({ signal }) => getPossibleDuplicates(id, signal) });

export function usePossibleDuplicates(id: number) {
  return useQuery(possibleDuplicatesQueryOptions(id));
}
