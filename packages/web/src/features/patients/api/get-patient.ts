import type { Patient } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientKeys } from './patient-query-keys.ts';

export function getPatient(id: number, signal?: AbortSignal): Promise<Patient> {
  return api.get<Patient>(`/patients/${id}`, { signal });
}

export const patientQueryOptions = (id: number) =>
  queryOptions({ queryKey: patientKeys.detail(id), queryFn: ({ signal }) => getPatient(id, signal) });

export function usePatient(id: number) {
  return useQuery(patientQueryOptions(id));
}
