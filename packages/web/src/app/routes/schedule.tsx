import { SchedulePage } from '../../features/procedures/components/schedule/schedule-page.tsx';
import { CredentialExpiryNotice } from '../../features/practitioners/components/credential-expiry-notice.tsx';

// The practitioners feature puts the signed-in doctor's licence warnings on the Today list.
export function Component() {
  return <SchedulePage todayNotice={<CredentialExpiryNotice variant="line" />} />;
}
