import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { AwaitingActivation } from '../../features/auth/components/awaiting-activation.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { redirectState } from './redirect-target.ts';

/** Signed-in screens need a user, and an active one: a new account waits for an administrator. */
export function RequireSession() {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login.href()} replace state={redirectState(location)} />;
  if (!user.is_active) return <AwaitingActivation user={user} />;
  return <Outlet />;
}
