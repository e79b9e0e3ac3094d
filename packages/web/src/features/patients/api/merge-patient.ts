import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { patientKeys } from './patient-query-keys.ts';

export interface MergePatientRequest {
  /** The duplicate, archived once merged. */
  mergedId: number;
  /** The record kept, which receives everything. */
  intoId: number;
}

export function mergePatient({ mergedId, intoId }: MergePatientRequest): Promise<unknown> {
  return api.post(`/patients/${mergedId}/merge`, { into_patient_id: intoId });
}

export function useMergePatient() {
  return useRefreshingMutation(mergePatient, patientKeys.all);
}
