import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentAnswer } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { reminderKeys } from './reminder-query-keys.ts';

export const appointmentAnswerQueryOptions = (token: string) =>
  queryOptions({
    queryKey: reminderKeys.answer(token),
    queryFn: ({ signal }) =>
      api.get<AppointmentAnswer>(`/appointment-answers/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });

export const useAppointmentAnswer = (token: string) => useQuery(appointmentAnswerQueryOptions(token));
