import { useCurrentUser } from '../../../lib/current-user.ts';
import { UserManagement } from './user-management.tsx';
import { UserManagementErrorBoundary } from './user-management-error-boundary.tsx';

/** The /user-management screen; the router lets only ADMIN and SUPERADMIN reach it. */
export function UserManagementPage() {
  const { data: viewer } = useCurrentUser();
  return <UserManagementErrorBoundary>{viewer && <UserManagement viewer={viewer} />}</UserManagementErrorBoundary>;
}
