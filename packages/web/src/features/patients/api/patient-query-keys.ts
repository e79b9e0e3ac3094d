import { RESOURCES } from '../../../lib/query-keys.ts';

/** Cache keys of the patients feature; mutations invalidate by these prefixes. */
export const patientKeys = {
  all: [RESOURCES.patients] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  detail: (id: number) => [...patientKeys.all, 'detail', id] as const,
  changes: (id: number) => [...patientKeys.all, 'history', id, 'changes'] as const,
  access: (id: number) => [...patientKeys.all, 'history', id, 'access'] as const,
  consultationSignatures: (id: number) => [...patientKeys.all, 'consultation-signatures', id] as const,
  duplicates: (id: number) => [...patientKeys.all, 'duplicates', id] as const,
  archived: () => [...patientKeys.all, 'archived'] as const,
  quickSearch: () => [...patientKeys.all, 'quick-search'] as const,
};
