import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AccountSessions } from '../../features/auth/components/account-sessions.tsx';
import { TwoFactorSection } from '../../features/auth/components/two-factor-section.tsx';
import { PractitionerProfileSection } from '../../features/practitioners/components/practitioner-profile-section.tsx';

/** The user's own account: two-factor sign-in, where the account is signed in, and their practitioner profile. */
export function Component() {
  return (
    <>
      <PageHeader title="Account" />
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <TwoFactorSection />
        <AccountSessions />
        <PractitionerProfileSection />
      </Stack>
    </>
  );
}
