import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** Lets an account's owner sign in again at once: its sign-in limits start over. */
export const clearSignInLimits = (id: number) => api.delete<{ message: string }>(`/users/${id}/sign-in-limits`);

export function useClearSignInLimits() {
  return useRefreshingMutation(clearSignInLimits, 'user');
}
