import type { MessageResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** Signs one of the user's other sessions out: its next request answers 401. */
export const endAccountSession = (id: number) => api.delete<MessageResponse>(`/auth/sessions/${id}`);

export function useEndAccountSession() {
  return useRefreshingMutation(endAccountSession, 'accountSession');
}
