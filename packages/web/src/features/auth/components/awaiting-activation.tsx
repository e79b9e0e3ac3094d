import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, type User } from '@clinic/contracts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SignOutButton } from './sign-out-button.tsx';

/**
 * What an inactive account sees instead of the portal: a registration waits for an administrator
 * to activate it; a deactivated account is told so.
 */
export function AwaitingActivation({ user }: { user: User }) {
  const currentUser = useCurrentUser();
  const deactivated = user.state === 'deactivated';
  return (
    <AuthLayout title={deactivated ? AUTH_MESSAGES.deactivated : 'Your account is waiting for activation'}>
      <Stack spacing={2}>
        <Typography>
          {deactivated
            ? "Please ask your clinic's administrator if you need to use the portal again."
            : "An administrator must activate your account before you can use the portal. Please ask your clinic's administrator to activate it, then check again."}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Signed in as {user.email}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => void currentUser.refetch()} disabled={currentUser.isFetching}>
            Check again
          </Button>
          <SignOutButton />
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
