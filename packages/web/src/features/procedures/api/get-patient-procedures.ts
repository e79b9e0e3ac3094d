import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Procedure } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { procedureKeys } from './procedure-query-keys.ts';

export const patientProceduresQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: procedureKeys.ofPatient(patientId),
    queryFn: ({ signal }) => api.get<Procedure[]>(`/procedures/patient/${patientId}`, { signal }),
  });

export const usePatientProcedures = (patientId: number) => useQuery(patientProceduresQueryOptions(patientId));
