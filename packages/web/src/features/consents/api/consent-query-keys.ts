import { RESOURCES } from '../../../lib/query-keys.ts';

/** Cache keys of consents; a signature or a revocation changes whether a procedure may start. */
export const consentKeys = {
  all: [RESOURCES.consents] as const,
  templates: () => [...consentKeys.all, 'templates'] as const,
  ofProcedure: (procedureId: number) => [...consentKeys.all, 'procedure', procedureId] as const,
};
