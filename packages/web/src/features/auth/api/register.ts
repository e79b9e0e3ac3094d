import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokenResponseSchema, type RegisterInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/current-user.ts';

export async function register(input: RegisterInput): Promise<string> {
  const answer = tokenResponseSchema.parse(await api.post('/auth/register', input));
  return answer.access_token;
}

/** Creates the account and signs into it; it stays inactive until an administrator activates it. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput) => startSession(queryClient, await register(input)),
  });
}
