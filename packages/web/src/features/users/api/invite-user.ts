import type { InviteUserQuery, User } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const inviteUser = ({ email, role, full_name }: InviteUserQuery) =>
  api.post<User>('/users/invite', undefined, { query: { email, role, ...(full_name ? { full_name } : {}) } });

export function useInviteUser() {
  return useRefreshingMutation(inviteUser, 'user');
}
