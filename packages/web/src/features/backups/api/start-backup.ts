import type { MessageResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export function useStartBackup() {
  return useRefreshingMutation(() => api.post<MessageResponse>('/backups'), 'backup');
}
