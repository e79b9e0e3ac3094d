import type { Patient } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export function restorePatient(id: number): Promise<Patient> {
  return api.post<Patient>(`/patients/archived/${id}/restore`);
}

export function useRestorePatient() {
  return useRefreshingMutation(restorePatient, 'patientRecord');
}
