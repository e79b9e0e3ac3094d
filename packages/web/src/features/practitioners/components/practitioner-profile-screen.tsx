import CircularProgress from '@mui/material/CircularProgress';
import { PRACTITIONER_MESSAGES } from '@clinic/contracts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCan } from '../../../lib/authorization.ts';
import { usePractitioner } from '../api/get-practitioner.ts';
import { PractitionerProfileForm } from './practitioner-profile-form.tsx';

interface PractitionerProfileScreenProps {
  title: string;
  /** Undefined while the signed-in user is still being read. */
  userId: number | undefined;
}

/** One practitioner's profile, loaded and edited: one's own, or anyone's for an administrator. */
export function PractitionerProfileScreen({ title, userId }: PractitionerProfileScreenProps) {
  const profile = usePractitioner(userId);
  const canMark = useCan('practitioner.manage');
  return (
    <>
      <PageHeader title={title} />
      {profile.isPending ? <CircularProgress aria-label="Loading the practitioner profile" /> : null}
      <ErrorAlert error={profile.error} fallback={PRACTITIONER_MESSAGES.fetchFailed} />
      {/* A new form for each profile read, so its fields start from what is on file. */}
      {profile.data ? (
        <PractitionerProfileForm key={profile.data.user_id} profile={profile.data} canMark={canMark} />
      ) : null}
    </>
  );
}
