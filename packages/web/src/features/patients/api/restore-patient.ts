import type { Patient } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientKeys } from './patient-query-keys.ts';

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
