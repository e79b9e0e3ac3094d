import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/current-user.ts';
import { removeToken } from '../../../lib/token-storage.ts';

/** Ends the session on the server; signing out locally must not depend on that call working. */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout', undefined, { signInAgain: false });
  } catch {
    // The token is dropped below either way, and an unusable token is as good as revoked.
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      removeToken();
      clearSession(queryClient);
      void navigate(paths.login.href(), { replace: true });
    },
  });
}
