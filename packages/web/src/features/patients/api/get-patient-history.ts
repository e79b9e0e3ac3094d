import type { PatientHistoryEntry } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientKeys } from './patient-query-keys.ts';

export function getPatientHistory(id: number, signal?: AbortSignal): Promise<PatientHistoryEntry[]> {
  return api.get<PatientHistoryEntry[]>(`/patients/${id}/history`, { signal });
}

export const patientHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: patientKeys.history(id), queryFn: ({ signal }) => getPatientHistory(id, signal) });

export function usePatientHistory(id: number) {
  return useQuery(patientHistoryQueryOptions(id));
}
