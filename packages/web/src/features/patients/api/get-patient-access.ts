import type { PatientAccessResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientKeys } from './patient-query-keys.ts';

export const getPatientAccess = (id: number, signal?: AbortSignal) =>
  api.get<PatientAccessResponse>(`/patients/${id}/history/access`, { signal });

export const patientAccessQueryOptions = (id: number) =>
  queryOptions({ queryKey: patientKeys.access(id), queryFn: ({ signal }) => getPatientAccess(id, signal) });

export const usePatientAccess = (id: number) => useQuery(patientAccessQueryOptions(id));
