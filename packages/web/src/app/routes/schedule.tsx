import { NewPatientDialog } from '../../features/patients/components/new-patient-dialog.tsx';
import { SchedulePage } from '../../features/procedures/components/schedule/schedule-page.tsx';
import { CredentialExpiryNotice } from '../../features/practitioners/components/credential-expiry-notice.tsx';
import { StaleDraftsNotice } from '../../features/charts/components/stale-drafts-notice.tsx';

// The practitioners feature puts the signed-in doctor's licence warnings on the Today list, and the
// charts feature the note drafts left unsigned too long; the
// patients feature's registration is the booking's and the Today list's "New patient".
export function Component() {
  return (
    <SchedulePage
      todayNotice={
        <>
          <CredentialExpiryNotice variant="line" />
          <StaleDraftsNotice />
        </>
      }
      registerPatient={(onRegistered, onCancel) => <NewPatientDialog onRegistered={onRegistered} onCancel={onCancel} />}
    />
  );
}
