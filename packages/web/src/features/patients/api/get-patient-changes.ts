import type { PatientChangesResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientKeys } from './patient-query-keys.ts';

export const getPatientChanges = (id: number, signal?: AbortSignal) =>
  api.get<PatientChangesResponse>(`/patients/${id}/history/changes`, { signal });

export const patientChangesQueryOptions = (id: number) =>
  queryOptions({ queryKey: patientKeys.changes(id), queryFn: ({ signal }) => getPatientChanges(id, signal) });

export const usePatientChanges = (id: number) => useQuery(patientChangesQueryOptions(id));
