import type { PatientAccessResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientKeys } from './patient-query-keys.ts';

export function getPatientAccess(id: number, signal?: AbortSignal): Promise<PatientAccessResponse> {
  return api.get<PatientAccessResponse>(`/patients/${id}/history/access`, { signal });
}

export const patientAccessQueryOptions = (id: number) =>
  queryOptions({ queryKey: patientKeys.access(id), queryFn: ({ signal }) => getPatientAccess(id, signal) });

export function usePatientAccess(id: number) {
  return useQuery(patientAccessQueryOptions(id));
}
