import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@clinic/contracts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignInWithLink } from '../api/sign-in-with-link.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SignInCodeForm } from './sign-in-code-form.tsx';

/**
 * The page of a mailed sign-in link: one press signs in (a link opened by a mail scanner signs
 * nobody in), then the code step for an account with two-factor sign-in. Once signed in, the
 * portal opens.
 */
export function SignInLinkScreen({ token }: { token: string | null }) {
  const signIn = useSignInWithLink();
  const navigate = useNavigate();

  if (signIn.data && !signIn.data.signedIn) {
    return (
      <AuthLayout title="Two-factor sign-in">
        <SignInCodeForm mfaToken={signIn.data.mfaToken} onRestart={() => void navigate(paths.login.href())} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Sign in with your link">
      <Stack spacing={2}>
        {token ? (
          <>
            <ErrorAlert error={signIn.error} fallback={AUTH_MESSAGES.loginFailed} />
            <Typography>This link signs you in once, in the browser where you asked for it.</Typography>
            <Button variant="contained" size="large" disabled={signIn.isPending} onClick={() => signIn.mutate(token)}>
              Sign in
            </Button>
          </>
        ) : (
          <Alert severity="error">{AUTH_MESSAGES.signInLinkInvalid}</Alert>
        )}
        <Link component={RouterLink} to={paths.login.href()}>
          Back to sign in
        </Link>
      </Stack>
    </AuthLayout>
  );
}
