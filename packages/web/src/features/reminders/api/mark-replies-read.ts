import { useQueryClient } from '@tanstack/react-query';
import type { ReminderLog } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { reminderKeys } from './reminder-query-keys.ts';

export const markRepliesRead = (procedureId: number) =>
  api.post<ReminderLog>(`/procedures/${procedureId}/reminders/replies/read`);

export function useMarkRepliesRead(procedureId: number) {
  const queryClient = useQueryClient();
  return useRefreshingMutation(() => markRepliesRead(procedureId), 'reminder', {
    onSuccess: (log) => {
      queryClient.setQueryData(reminderKeys.log(procedureId), log);
    },
  });
}
