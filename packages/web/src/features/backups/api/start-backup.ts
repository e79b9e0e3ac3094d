import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export function useStartBackup() {
  return useRefreshingMutation(() => api.post<{ message: string }>('/backups'), 'backup');
}
