import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/current-user.ts';

/** A sign-in's outcome: a session, or a two-factor code still to give with the challenge's token. */
export type LoginResult = { signedIn: true } | { signedIn: false; mfaToken: string };

export async function login(input: LoginInput): Promise<{ accessToken: string } | { mfaToken: string }> {
  // Loaded here rather than up front: the sign-in page paints without the validation library.
  const { loginInputSchema, loginResponseSchema } = await import('../../../lib/session-schemas.ts');
  const answer = loginResponseSchema.parse(await api.postForm('/auth/login', loginInputSchema.parse(input)));
  return 'mfa_token' in answer ? { mfaToken: answer.mfa_token } : { accessToken: answer.access_token };
}

/**
 * Signs in and loads the user; the sign-in route then leaves for where the user was going. An
 * account with two-factor sign-in answers the challenge instead, for the code step.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<LoginResult> => {
      const answer = await login(input);
      if ('mfaToken' in answer) return { signedIn: false, mfaToken: answer.mfaToken };
      await startSession(queryClient, answer.accessToken);
      return { signedIn: true };
    },
  });
}
