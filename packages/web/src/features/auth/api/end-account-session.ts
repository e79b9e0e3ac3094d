import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { accountSessionsQueryOptions } from './get-account-sessions.ts';

/** Signs one of the user's other sessions out: its next request answers 401. */
export const endAccountSession = (id: number) => api.delete<MessageResponse>(`/auth/sessions/${id}`);

export function useEndAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAccountSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryOptions().queryKey }),
  });
}
