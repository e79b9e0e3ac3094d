import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderLog } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { reminderKeys } from './reminder-query-keys.ts';

export const reminderLogQueryOptions = (procedureId: number) =>
  queryOptions({
    queryKey: reminderKeys.log(procedureId),
    queryFn: ({ signal }) => api.get<ReminderLog>(`/procedures/${procedureId}/reminders`, { signal }),
    // A reminder due now is being sent: look again until it shows sent or failed.
    refetchInterval: (query) =>
      query.state.data?.reminders.some(
        (reminder) => reminder.status === 'planned' && Date.parse(reminder.due_at) <= Date.now(),
      )
        ? 1_000
        : false,
  });

export const useReminderLog = (procedureId: number) => useQuery(reminderLogQueryOptions(procedureId));
