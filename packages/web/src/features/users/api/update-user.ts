import type { UpdateUserInput, User } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const updateUser = ({ id, changes }: { id: number; changes: UpdateUserInput }) =>
  api.put<User>(`/users/${id}`, changes);

export function useUpdateUser() {
  return useRefreshingMutation(updateUser, 'user');
}
