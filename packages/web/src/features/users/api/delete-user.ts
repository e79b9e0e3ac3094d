import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const deleteUser = (id: number) => api.delete<{ message: string }>(`/users/${id}`);

export function useDeleteUser() {
  return useRefreshingMutation(deleteUser, 'user');
}
