import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { AwaitingActivation } from '../../features/auth/components/awaiting-activation.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { redirectState } from './redirect-target.ts';

/**
 * Signed-in screens need a user, and an active one: a new account waits for an administrator. An
 * account whose role requires two-factor sign-in sets it up first.
 */
export function RequireSession() {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login.href()} replace state={redirectState(location)} />;
  if (!user.is_active) return <AwaitingActivation user={user} />;
  if (user.mfa_required && !user.mfa_enabled) {
    return <Navigate to={paths.twoFactorSetup.href()} replace state={redirectState(location)} />;
  }
  return <Outlet />;
}
