import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';

/** The server keeps this session and ends the user's other sessions. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post('/users/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
