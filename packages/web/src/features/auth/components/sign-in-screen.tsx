import { lazy, Suspense, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { AuthLayout } from './auth-layout.tsx';
import { LoginForm } from './login-form.tsx';

// Loaded once a password is right for an account with two-factor sign-in: the first screen stays light.
const SignInCodeForm = lazy(() =>
  import('./sign-in-code-form.tsx').then((module) => ({ default: module.SignInCodeForm })),
);

/** Signing in: the spec's e-mail and password, then a code for an account with two-factor sign-in. */
export function SignInScreen() {
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  if (mfaToken) {
    return (
      <AuthLayout title="Two-factor sign-in">
        <Suspense fallback={<CircularProgress aria-label="Loading" />}>
          <SignInCodeForm mfaToken={mfaToken} onRestart={() => setMfaToken(null)} />
        </Suspense>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Sign in to your account">
      <LoginForm onCodeNeeded={setMfaToken} />
    </AuthLayout>
  );
}
