import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths.ts';
import { onUnauthorized } from '../lib/api-client.ts';
import { clearSession } from '../lib/current-user.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Any 401 signs the user out and sends them to /login, remembering where they were. */
export function connectSessionExpiry(router: AppRouter, queryClient: QueryClient): () => void {
  return onUnauthorized(() => {
    clearSession(queryClient);
    const { pathname, search, hash } = router.state.location;
    if (pathname === paths.login.path) return;
    void router.navigate(paths.login.href(), { replace: true, state: { from: { pathname, search, hash } } });
  });
}
