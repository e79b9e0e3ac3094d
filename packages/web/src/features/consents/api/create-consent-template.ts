import type { ConsentTemplate, ConsentTemplateInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useConsentTemplateWrite } from './save-consent-template.ts';

export const useCreateConsentTemplate = () =>
  useConsentTemplateWrite((input: ConsentTemplateInput) => api.post<ConsentTemplate>('/consent-templates', input));
