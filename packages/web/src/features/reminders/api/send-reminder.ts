import { useQueryClient } from '@tanstack/react-query';
import type { ReminderLog } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { reminderKeys } from './reminder-query-keys.ts';

export const sendReminder = (procedureId: number) => api.post<ReminderLog>(`/procedures/${procedureId}/reminders`);

export function useSendReminder(procedureId: number) {
  const queryClient = useQueryClient();
  return useRefreshingMutation(() => sendReminder(procedureId), 'reminder', {
    onSuccess: (log) => {
      queryClient.setQueryData(reminderKeys.log(procedureId), log);
    },
  });
}
