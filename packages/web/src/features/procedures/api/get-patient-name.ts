import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PatientName } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { procedureKeys } from './procedure-query-keys.ts';

/** The name of the patient a procedure screen is for; reading it is not a view of the profile. */
export const patientNameQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: procedureKeys.patientName(patientId),
    queryFn: ({ signal }) => api.get<PatientName>(`/patients/${patientId}/name`, { signal }),
  });

export const usePatientName = (patientId: number | undefined) =>
  useQuery({ ...patientNameQueryOptions(patientId ?? 0), enabled: patientId !== undefined });
