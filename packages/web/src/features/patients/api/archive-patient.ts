import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export function archivePatient(id: number): Promise<unknown> {
  return api.delete(`/patients/${id}`);
}

export function useArchivePatient() {
  return useRefreshingMutation(archivePatient, 'patientRecord');
}
