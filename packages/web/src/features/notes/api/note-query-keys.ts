import { RESOURCES } from '../../../lib/query-keys.ts';

export const noteKeys = {
  all: [RESOURCES.notes] as const,
  templates: () => [...noteKeys.all, 'templates'] as const,
  cosignQueue: () => [...noteKeys.all, 'cosign-queue'] as const,
  ofProcedure: (procedureId: number) => [...noteKeys.all, 'procedure', procedureId] as const,
};
