import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteUserQuery, User } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { usersQueryOptions } from './get-users.ts';

export const inviteUser = ({ email, role }: InviteUserQuery) =>
  api.post<User>('/users/invite', undefined, { query: { email, role } });

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
