import { useMutation } from '@tanstack/react-query';
import type { TwoFactorEnrolment } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';

/** A new secret for the authenticator app: as a QR code and as text. Starting again replaces it. */
export const startTwoFactorEnrolment = () => api.post<TwoFactorEnrolment>('/auth/mfa/enrolment');

export const useStartTwoFactorEnrolment = () => useMutation({ mutationFn: startTwoFactorEnrolment });
