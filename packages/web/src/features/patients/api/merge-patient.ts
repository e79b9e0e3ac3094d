import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface MergePatientRequest {
  /** The duplicate, archived once merged. */
  mergedId: number;
  /** The record kept, which receives everything. */
  intoId: number;
}

export function mergePatient({ mergedId, intoId }: MergePatientRequest): Promise<unknown> {
  return api.post(`/patients/${mergedId}/merge`, { into_patient_id: intoId });
}

/**
 * Not a refreshing mutation: refreshed at once, the merged profile on screen would answer 404 before
 * the screen moves to the kept one. The caller moves first, then refreshes (`refreshAfter`).
 */
export function useMergePatient() {
  return useMutation({ mutationFn: mergePatient });
}
