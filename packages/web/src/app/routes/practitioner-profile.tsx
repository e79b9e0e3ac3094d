import { useParams } from 'react-router';
import { PractitionerProfileScreen } from '../../features/practitioners/components/practitioner-profile-screen.tsx';

/** Any user's practitioner profile, for an administrator coming from User Management. */
export function Component() {
  const userId = Number(useParams().userId);
  return <PractitionerProfileScreen title="Practitioner profile" userId={userId} />;
}
