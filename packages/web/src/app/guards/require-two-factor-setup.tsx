import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { redirectState, redirectTarget } from './redirect-target.ts';

/**
 * The two-factor set-up screen is for a signed-in account that must set it up and has not; once it
 * has, the user goes on to where they were headed.
 */
export function RequireTwoFactorSetup() {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login.href()} replace state={redirectState(location)} />;
  if (!user.is_active || !user.mfa_required || user.mfa_enabled) {
    return <Navigate to={redirectTarget(location.state)} replace />;
  }
  return <Outlet />;
}
