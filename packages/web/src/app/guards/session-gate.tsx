import { Suspense, useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoading } from '../../components/ui/full-page-loading.tsx';
import { lazyThemed } from '../../components/ui/lazy-themed.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';

// Rare, and drawn with MUI: loaded only when it is needed.
const AccountLoadError = lazyThemed(() => import('./account-load-error.tsx').then((module) => module.AccountLoadError));

/** Holds every screen until a stored token has been turned into a user, or found stale. */
export function SessionGate() {
  const currentUser = useCurrentUser();
  // Once the account is known, the screens behind the gate are drawn as a transition: React builds
  // them in short slices between which the browser stays free, instead of in one long task.
  const pending = useDeferredValue(currentUser.isPending);
  if (pending) return <FullPageLoading />;
  if (currentUser.isError) {
    return (
      <Suspense fallback={<FullPageLoading />}>
        <AccountLoadError onRetry={() => void currentUser.refetch()} />
      </Suspense>
    );
  }
  return <Outlet />;
}
