import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ResetPasswordInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return messageResponseSchema.parse(await api.post('/auth/reset-password', input)).message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
