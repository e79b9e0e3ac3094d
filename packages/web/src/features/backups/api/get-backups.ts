import { useQuery } from '@tanstack/react-query';
import type { BackupListResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { backupsKeys } from './backups-query-keys.ts';

export const useBackups = (enabled = true) =>
  useQuery({
    queryKey: backupsKeys.list(),
    queryFn: ({ signal }) => api.get<BackupListResponse>('/backups', { signal }),
    enabled,
  });
