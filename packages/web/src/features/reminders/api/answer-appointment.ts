import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentAnswer, AppointmentAnswerInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { reminderKeys } from './reminder-query-keys.ts';

export const answerAppointment = (token: string, input: AppointmentAnswerInput) =>
  api.post<AppointmentAnswer>(`/appointment-answers/${encodeURIComponent(token)}`, input);

export function useAnswerAppointment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppointmentAnswerInput) => answerAppointment(token, input),
    onSuccess: (answer) => queryClient.setQueryData(reminderKeys.answer(token), answer),
  });
}
