import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, User } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { usersQueryOptions } from './get-users.ts';

export const updateUser = ({ id, changes }: { id: number; changes: UpdateUserInput }) =>
  api.put<User>(`/users/${id}`, changes);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
