import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** Takes back one's own archive within the minute after it; the server holds that rule. */
export function undoArchive(id: number): Promise<unknown> {
  return api.post(`/patients/archived/${id}/undo`);
}

export function useUndoArchive() {
  return useRefreshingMutation(undoArchive, 'patientRecord');
}
