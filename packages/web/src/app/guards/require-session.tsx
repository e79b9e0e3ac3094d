import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoading } from '../../components/ui/full-page-loading.tsx';
import { lazyThemed } from '../../components/ui/lazy-themed.tsx';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { redirectState } from './redirect-target.ts';

// Outside the themed layout, and seen only by a new account: loaded, with MUI, when it is shown.
const AwaitingActivation = lazyThemed(() =>
  import('../../features/auth/components/awaiting-activation.tsx').then((module) => module.AwaitingActivation),
);

/**
 * Signed-in screens need a user, and an active one: a new account waits for an administrator. An
 * account whose role requires two-factor sign-in sets it up first.
 */
export function RequireSession() {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login.href()} replace state={redirectState(location)} />;
  if (!user.is_active) {
    return (
      <Suspense fallback={<FullPageLoading />}>
        <AwaitingActivation user={user} />
      </Suspense>
    );
  }
  if (user.mfa_required && !user.mfa_enabled) {
    return <Navigate to={paths.twoFactorSetup.href()} replace state={redirectState(location)} />;
  }
  return <Outlet />;
}
