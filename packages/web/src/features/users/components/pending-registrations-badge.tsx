import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { usePendingUsersCount } from '../api/get-pending-users-count.ts';

/** The number of self-registered accounts waiting for activation, beside the User Management link. */
export function PendingRegistrationsBadge() {
  const count = usePendingUsersCount().data?.count ?? 0;
  const waiting = count === 1 ? 'registration waiting for activation' : 'registrations waiting for activation';
  return <CountBadge count={count} description={waiting} />;
}
