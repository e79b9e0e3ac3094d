import { useQuery } from '@tanstack/react-query';
import type { ConsentTemplate } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { consentKeys } from './consent-query-keys.ts';

export const useConsentTemplates = () =>
  useQuery({
    queryKey: consentKeys.templates(),
    queryFn: ({ signal }) => api.get<ConsentTemplate[]>('/consent-templates', { signal }),
  });
