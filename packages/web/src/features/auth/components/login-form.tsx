import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES } from '@clinic/contracts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useLogin } from '../api/login.ts';

/**
 * The first screen anyone sees, kept light: two required inputs the browser checks itself, read
 * from the form on submit; the credentials are checked against the contracts schema in `login`.
 * An account with two-factor sign-in goes on to the code step with the challenge's token.
 */
export function LoginForm({ onCodeNeeded }: { onCodeNeeded?: (mfaToken: string) => void }) {
  const login = useLogin();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate(
      { username: String(form.get('username')), password: String(form.get('password')) },
      { onSuccess: (result) => (result.signedIn ? undefined : onCodeNeeded?.(result.mfaToken)) },
    );
  };

  return (
    <Box component="form" onSubmit={submit}>
      <Stack spacing={2}>
        <ErrorAlert error={login.error} fallback={AUTH_MESSAGES.loginFailed} />
        <TextInput id="email" name="username" label="Email address" type="email" autoComplete="email" required />
        <TextInput
          id="password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          Sign in
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Link component={RouterLink} to={paths.forgotPassword.href()}>
            Forgot your password?
          </Link>
          <Link component={RouterLink} to={paths.register.href()}>
            Create an account
          </Link>
        </Box>
      </Stack>
    </Box>
  );
}
