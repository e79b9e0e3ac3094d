import { useMutation } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The signed-in staff member's password, checked by the server. */
export const useVerifyPassword = () =>
  useMutation({
    mutationFn: (password: string) => api.post<{ message: string }>('/auth/verify-password', { password }),
  });
