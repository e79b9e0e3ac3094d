import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { AUTH_MESSAGES } from '@clinic/contracts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { setReauthentication } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useLogin } from '../api/login.ts';
import { SignInCodeForm } from './sign-in-code-form.tsx';

interface Waiting {
  resolve: () => void;
  reject: () => void;
}

/**
 * When the session ends under an open screen, this asks for the same account's password over it
 * instead of leaving for the sign-in page: the screen and what was typed stay, and the refused
 * requests are sent again once signed in. An account with two-factor sign-in is asked its code in
 * the same dialog; a user who would rather sign out goes to the sign-in page as before.
 */
export function SignInAgainDialog() {
  const { data: user } = useCurrentUser();
  const login = useLogin();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const asked = useRef<Promise<void> | null>(null);

  // Set as the screen commits, before any request it sends can be refused: an effect would run only
  // after the browser paints, and a refusal answered before then would sign the user out instead.
  useLayoutEffect(
    () =>
      setReauthentication(() => {
        // Requests refused together wait for one sign-in.
        asked.current ??= new Promise<void>((resolve, reject) => setWaiting({ resolve, reject })).finally(() => {
          asked.current = null;
          setWaiting(null);
          setMfaToken(null);
        });
        return asked.current;
      }),
    [],
  );

  if (!waiting || !user) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password'));
    login.mutate(
      { username: user.email, password },
      { onSuccess: (result) => (result.signedIn ? waiting.resolve() : setMfaToken(result.mfaToken)) },
    );
  };

  if (mfaToken) {
    return (
      <Dialog open aria-labelledby="sign-in-again-title" fullWidth maxWidth="xs">
        <DialogTitle id="sign-in-again-title">Sign in again</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Your account asks for a two-factor code to sign in.</DialogContentText>
          <SignInCodeForm
            mfaToken={mfaToken}
            onRestart={() => setMfaToken(null)}
            onSignedIn={() => waiting.resolve()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => waiting.reject()}>Sign out</Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open aria-labelledby="sign-in-again-title" fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle id="sign-in-again-title">Sign in again</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Your session has ended. Sign in again as {user.email} to carry on; what you typed is kept and saved after
            you sign in.
          </DialogContentText>
          <ErrorAlert error={login.error} fallback={AUTH_MESSAGES.loginFailed} sx={{ mb: 2 }} />
          <TextField
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => waiting.reject()} disabled={login.isPending}>
            Sign out
          </Button>
          <Button type="submit" variant="contained" disabled={login.isPending}>
            Sign in
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
