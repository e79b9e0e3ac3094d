import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PatientSummary } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { PROCEDURES_QUERY_KEY } from './procedure-query-keys.ts';

/** The patient a procedure list is filtered by, for its title. */
export const patientSummaryQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: [PROCEDURES_QUERY_KEY, 'patient-summary', patientId],
    queryFn: ({ signal }) => api.get<PatientSummary>(`/patients/${patientId}`, { signal }),
  });

export const usePatientSummary = (patientId: number | undefined) =>
  useQuery({ ...patientSummaryQueryOptions(patientId ?? 0), enabled: patientId !== undefined });
