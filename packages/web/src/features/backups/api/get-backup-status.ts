import { useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { backupsKeys } from './backups-query-keys.ts';

const POLL_MS = 1000;

/** The backup in progress, asked again every second while one runs. */
export const useBackupStatus = () =>
  useQuery({
    queryKey: backupsKeys.status(),
    queryFn: ({ signal }) => api.get<BackupStatus>('/backups/status', { signal }),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? POLL_MS : false),
  });
