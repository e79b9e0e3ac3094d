import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.ts';
import { redirectTarget } from './redirect-target.ts';

/** Sign-in and registration are for visitors; a signed-in user goes on to where they were headed. */
export function RedirectIfSignedIn() {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  if (user) return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}
