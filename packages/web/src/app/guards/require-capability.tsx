import { Navigate, Outlet } from 'react-router';
import type { Capability } from '@clinic/contracts';
import { paths } from '../../config/paths.ts';
import { useCan } from '../../lib/authorization.ts';

export function RequireCapability({ capability }: { capability: Capability }) {
  const allowed = useCan(capability);
  if (!allowed) return <Navigate to={paths.unauthorized.href()} replace />;
  return <Outlet />;
}
