import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSignInInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/current-user.ts';

/** The second step of signing in: the challenge's token and a code answer the session token. */
export async function sendSignInCode(input: TwoFactorSignInInput): Promise<string> {
  const { tokenResponseSchema, twoFactorSignInInputSchema } = await import('../../../lib/session-schemas.ts');
  const answer = tokenResponseSchema.parse(await api.post('/auth/mfa', twoFactorSignInInputSchema.parse(input)));
  return answer.access_token;
}

export function useSendSignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TwoFactorSignInInput) => startSession(queryClient, await sendSignInCode(input)),
  });
}
