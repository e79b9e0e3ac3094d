import type { User } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** Turns another user's two-factor sign-in off (a lost phone); their sessions end. */
export const resetTwoFactor = (id: number) => api.delete<User>(`/users/${id}/mfa`);

export function useResetTwoFactor() {
  return useRefreshingMutation(resetTwoFactor, 'user');
}
