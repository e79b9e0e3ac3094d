import { RESOURCES } from '../../../lib/query-keys.ts';

export const backupsKeys = {
  all: [RESOURCES.backups] as const,
  list: () => [...backupsKeys.all, 'list'] as const,
  status: () => [...backupsKeys.all, 'status'] as const,
};
