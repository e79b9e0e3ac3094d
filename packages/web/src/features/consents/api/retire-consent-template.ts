import type { ConsentTemplate } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useConsentTemplateWrite } from './save-consent-template.ts';

export const useRetireConsentTemplate = () =>
  useConsentTemplateWrite((id: number) => api.post<ConsentTemplate>(`/consent-templates/${id}/retire`));
