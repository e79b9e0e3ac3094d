import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Procedure } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { PROCEDURES_QUERY_KEY } from './procedure-query-keys.ts';

export const patientProceduresQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: [PROCEDURES_QUERY_KEY, 'patient', patientId],
    queryFn: ({ signal }) => api.get<Procedure[]>(`/procedures/patient/${patientId}`, { signal }),
  });

export const usePatientProcedures = (patientId: number) => useQuery(patientProceduresQueryOptions(patientId));
