import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientKeys } from './patient-query-keys.ts';

export function deleteAttachment(patientId: number, attachmentId: number): Promise<unknown> {
  return api.delete(`/patients/${patientId}/attachments/${attachmentId}`);
}

export function useDeleteAttachment(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: number) => deleteAttachment(patientId, attachmentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all }),
  });
}
