import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { credentialExpiryText, expiringCredentials, todayIsoDate } from '@clinic/contracts';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { usePractitioner } from '../api/get-practitioner.ts';

interface CredentialExpiryNoticeProps {
  /** A banner over every screen, with a way to the profile; or a plain line, as on the Today list. */
  variant: 'banner' | 'line';
}

/**
 * Tells a signed-in DOCTOR, in words with the date, that their PRC licence or PTR runs out within
 * 30 days or has run out. Only a DOCTOR's own profile is read, so other staff make no extra request.
 */
export function CredentialExpiryNotice({ variant }: CredentialExpiryNoticeProps) {
  const { data: user } = useCurrentUser();
  const profile = usePractitioner(user?.role === 'DOCTOR' ? user.id : undefined);
  if (!profile.data) return null;
  const expiries = expiringCredentials(profile.data, todayIsoDate());
  if (expiries.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {expiries.map((expiry) => (
        <Alert
          key={expiry.credential}
          severity={expiry.daysLeft < 0 ? 'error' : 'warning'}
          variant={variant === 'banner' ? 'standard' : 'outlined'}
          action={
            variant === 'banner' ? (
              <Button color="inherit" size="small" component={RouterLink} to={paths.myPractitionerProfile.href()}>
                Update profile
              </Button>
            ) : undefined
          }
        >
          {credentialExpiryText(expiry)}
        </Alert>
      ))}
    </Stack>
  );
}
