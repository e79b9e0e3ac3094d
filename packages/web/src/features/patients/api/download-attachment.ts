import type { AttachmentUrlResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getAttachmentUrl(patientId: number, attachmentId: number): Promise<AttachmentUrlResponse> {
  return api.get<AttachmentUrlResponse>(`/patients/${patientId}/attachments/${attachmentId}`);
}

/**
 * Asks for a short-lived signed link and opens it in a new tab. The tab is opened before the call
 * so the browser still counts it as the user's click and does not block it as a pop-up.
 */
export function useDownloadAttachment(patientId: number) {
  return useMutation({
    mutationFn: async (attachmentId: number) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const { url } = await getAttachmentUrl(patientId, attachmentId);
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
