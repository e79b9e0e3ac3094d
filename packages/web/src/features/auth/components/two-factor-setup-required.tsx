import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SignOutButton } from './sign-out-button.tsx';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

/**
 * What an account whose role requires two-factor sign-in sees until it has set it up: the portal
 * answers nothing else for it. Once the recovery codes are read, the user is reloaded and the
 * route guard lets them in.
 */
export function TwoFactorSetupRequired() {
  const currentUser = useCurrentUser();
  return (
    <AuthLayout title="Set up two-factor sign-in">
      <Stack spacing={3}>
        <Typography>
          Your role requires two-factor sign-in. Set it up now to continue to the portal
          {currentUser.data ? ` as ${currentUser.data.email}` : ''}.
        </Typography>
        <TwoFactorEnrolment finishLabel="Continue to the portal" onFinished={() => void currentUser.refetch()} />
        <Stack direction="row">
          <SignOutButton />
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
