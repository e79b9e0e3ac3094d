import type { ArchivedPatient } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientKeys } from './patient-query-keys.ts';

export function getArchivedPatients(signal?: AbortSignal): Promise<{ items: ArchivedPatient[] }> {
  return api.get<{ items: ArchivedPatient[] }>('/patients/archived', { signal });
}

export const archivedPatientsQueryOptions = () =>
  queryOptions({ queryKey: patientKeys.archived(), queryFn: ({ signal }) => getArchivedPatients(signal) });

export function useArchivedPatients() {
  return useQuery(archivedPatientsQueryOptions());
}
