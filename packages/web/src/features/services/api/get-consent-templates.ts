import { useQuery } from '@tanstack/react-query';
import type { ConsentTemplate } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/authorization.ts';
import { serviceKeys } from './services-query-keys.ts';

/** The consent templates a service may require; none for a role that does not read them. */
export function useConsentTemplateChoices() {
  const mayRead = useCan('consentTemplate.read');
  return useQuery({
    queryKey: serviceKeys.consentTemplates(),
    queryFn: ({ signal }) => api.get<ConsentTemplate[]>('/consent-templates', { signal }),
    enabled: mayRead,
  });
}
