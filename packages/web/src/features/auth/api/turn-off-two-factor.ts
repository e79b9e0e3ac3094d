import type { MessageResponse, TwoFactorCodeInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** Turns the user's own two-factor sign-in off; a current code proves the phone is still theirs. */
export const turnOffTwoFactor = (input: TwoFactorCodeInput) => api.delete<MessageResponse>('/auth/mfa', {}, input);

export function useTurnOffTwoFactor() {
  return useRefreshingMutation(turnOffTwoFactor, 'twoFactor');
}
