import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { patientKeys } from './patient-query-keys.ts';

export function archivePatient(id: number): Promise<unknown> {
  return api.delete(`/patients/${id}`);
}

export function useArchivePatient() {
  return useRefreshingMutation(archivePatient, patientKeys.all);
}
