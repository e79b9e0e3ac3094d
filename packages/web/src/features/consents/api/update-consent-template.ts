import type { ConsentTemplate, ConsentTemplateInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useConsentTemplateWrite } from './save-consent-template.ts';

/** Saves the edit as the template's next version. */
export const useUpdateConsentTemplate = () =>
  useConsentTemplateWrite(({ id, input }: { id: number; input: ConsentTemplateInput }) =>
    api.put<ConsentTemplate>(`/consent-templates/${id}`, input),
  );
