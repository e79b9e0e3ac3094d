import { PractitionerProfileScreen } from '../../features/practitioners/components/practitioner-profile-screen.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';

/** The signed-in user's own practitioner profile, reached from the Account screen. */
export function Component() {
  const { data: user } = useCurrentUser();
  return <PractitionerProfileScreen title="My practitioner profile" userId={user?.id} />;
}
