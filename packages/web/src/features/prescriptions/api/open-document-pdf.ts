import { useMutation } from '@tanstack/react-query';
import type { RxPdfLayout } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { openSignedLink } from '../../../lib/open-signed-link.ts';
import type { DocumentCollection } from './prescription-query-keys.ts';

/** Opens a signed document's PDF, through its short-lived signed link, in a new tab. */
export const useOpenDocumentPdf = (collection: DocumentCollection) =>
  useMutation({
    mutationFn: ({ id, layout }: { id: number; layout: RxPdfLayout }) =>
      openSignedLink(() => api.get<{ url: string }>(`/${collection}/${id}/pdf?layout=${layout}`)),
  });
