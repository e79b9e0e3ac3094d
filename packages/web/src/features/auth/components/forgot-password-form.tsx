import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTH_MESSAGES } from '@clinic/contracts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { requiredTextField } from '../../../lib/form.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const resetRequest = useRequestPasswordReset();

  function submit(event: FormEvent) {
    event.preventDefault();
    resetRequest.mutate({ email });
  }

  return (
    <Box component="form" onSubmit={submit}>
      <Stack spacing={2}>
        {resetRequest.isSuccess ? <Alert severity="success">{resetRequest.data}</Alert> : null}
        <ErrorAlert
          error={resetRequest.error}
          fallback={AUTH_MESSAGES.genericError}
          networkFallback={AUTH_MESSAGES.networkError}
        />
        <TextField
          id="email"
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          {...requiredTextField}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="contained" size="large" disabled={!email.trim() || resetRequest.isPending}>
          {resetRequest.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Link component={RouterLink} to={paths.login.href()}>
          Remember your password? Sign in
        </Link>
      </Stack>
    </Box>
  );
}
