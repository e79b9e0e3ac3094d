import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { usersQueryOptions } from './get-users.ts';

/** Turns another user's two-factor sign-in off (a lost phone); their sessions end. */
export const resetTwoFactor = (id: number) => api.delete<User>(`/users/${id}/mfa`);

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
