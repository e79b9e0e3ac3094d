import type { PhotoLinkResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Asks for a signed download of a photo released for marketing and starts it. */
export function useDownloadMarketingPhoto() {
  return useMutation({
    mutationFn: async (photoId: number) => {
      const { url } = await api.get<PhotoLinkResponse>(`/photos/${photoId}/marketing`);
      const link = document.createElement('a');
      link.href = url;
      link.rel = 'noopener';
      link.click();
    },
  });
}
