import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ForgotPasswordInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  return messageResponseSchema.parse(await api.post('/auth/forgot-password', input)).message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
