import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { usersQueryOptions } from './get-users.ts';

/** Mails a new invitation; the link mailed before stops working. */
export const resendInvitation = (id: number) => api.post<User>(`/users/${id}/invitation`);

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
