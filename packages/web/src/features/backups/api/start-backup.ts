import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { backupsKeys } from './backups-query-keys.ts';

export function useStartBackup() {
  return useRefreshingMutation(() => api.post<{ message: string }>('/backups'), backupsKeys.status());
}
