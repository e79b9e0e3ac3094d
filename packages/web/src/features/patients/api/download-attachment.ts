import type { AttachmentUrlResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { openSignedLink } from '../../../lib/open-signed-link.ts';

export function getAttachmentUrl(patientId: number, attachmentId: number): Promise<AttachmentUrlResponse> {
  return api.get<AttachmentUrlResponse>(`/patients/${patientId}/attachments/${attachmentId}`);
}

/** Asks for a short-lived signed link and opens it in a new tab. */
export function useDownloadAttachment(patientId: number) {
  return useMutation({
    mutationFn: (attachmentId: number) => openSignedLink(() => getAttachmentUrl(patientId, attachmentId)),
  });
}
