import { useMutation } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorCodeInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * Turns two-factor sign-in on with a code from the app and answers the recovery codes. The signed-in
 * user is reloaded only once the codes have been read (see `TwoFactorEnrolment`), so a screen that
 * shows only while two-factor is off does not go away with them.
 */
export const confirmTwoFactorEnrolment = (input: TwoFactorCodeInput) =>
  api.post<RecoveryCodes>('/auth/mfa/enrolment/confirm', input);

export const useConfirmTwoFactorEnrolment = () => useMutation({ mutationFn: confirmTwoFactorEnrolment });
