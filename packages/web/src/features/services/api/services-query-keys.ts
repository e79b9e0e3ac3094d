import { RESOURCES } from '../../../lib/query-keys.ts';

/** Cache keys of the catalogue; a write refreshes the root, which the procedure forms read too. */
export const serviceKeys = {
  all: [RESOURCES.services] as const,
  list: () => [...serviceKeys.all, 'list'] as const,
  consentTemplates: () => [...serviceKeys.all, 'consent-templates'] as const,
};
