import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginResponseSchema, signInLinkInputSchema } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/current-user.ts';
import type { LoginResult } from './login.ts';

/**
 * Signs in with a mailed sign-in link, in the browser that asked for it (its cookie goes along):
 * a session, or for an account with two-factor sign-in the challenge for the code step.
 */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<LoginResult> => {
      const answer = loginResponseSchema.parse(
        await api.post('/auth/sign-in-link', signInLinkInputSchema.parse({ token })),
      );
      if ('mfa_token' in answer) return { signedIn: false, mfaToken: answer.mfa_token };
      await startSession(queryClient, answer.access_token);
      return { signedIn: true };
    },
  });
}
