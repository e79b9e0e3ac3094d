import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { openSignedLink } from '../../../lib/open-signed-link.ts';

/** Opens the signed consent's PDF, through its short-lived signed link, in a new tab. */
export const useOpenConsentPdf = () =>
  useMutation({
    mutationFn: (consentId: number) => openSignedLink(() => api.get<{ url: string }>(`/consents/${consentId}/pdf`)),
  });
