import { Navigate, Outlet } from 'react-router';
import { normaliseRole } from '@clinic/contracts';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../lib/current-user.ts';

/** The staff area (sidebar screens); a kiosk account only ever sees the kiosk. */
export function RequireStaff() {
  const { data: user } = useCurrentUser();
  if (user && normaliseRole(user.role) === 'KIOSK') return <Navigate to={paths.kiosk.href()} replace />;
  return <Outlet />;
}
