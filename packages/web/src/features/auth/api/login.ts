import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/current-user.ts';

export async function login(input: LoginInput): Promise<string> {
  // Loaded here rather than up front: the sign-in page paints without the validation library.
  const { loginInputSchema, tokenResponseSchema } = await import('../../../lib/session-schemas.ts');
  const answer = tokenResponseSchema.parse(await api.postForm('/auth/login', loginInputSchema.parse(input)));
  return answer.access_token;
}

/** Signs in and loads the user; the sign-in route then leaves for where the user was going. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => startSession(queryClient, await login(input)),
  });
}
