import type { ArchivedPatient, Patient } from '@clinic/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function restorePatient(id: number): Promise<Patient> {
  return api.post<Patient>(`/patients/archived/${id}/restore`);
}

export function useRestorePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all }),
  });
}
