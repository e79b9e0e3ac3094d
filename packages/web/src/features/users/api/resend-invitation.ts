import type { User } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** Mails a new invitation; the link mailed before stops working. */
export const resendInvitation = (id: number) => api.post<User>(`/users/${id}/invitation`);

export function useResendInvitation() {
  return useRefreshingMutation(resendInvitation, 'user');
}
