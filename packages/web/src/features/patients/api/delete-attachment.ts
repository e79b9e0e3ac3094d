import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export function deleteAttachment(patientId: number, attachmentId: number): Promise<unknown> {
  return api.delete(`/patients/${patientId}/attachments/${attachmentId}`);
}

export function useDeleteAttachment(patientId: number) {
  return useRefreshingMutation((attachmentId: number) => deleteAttachment(patientId, attachmentId), 'patient');
}
