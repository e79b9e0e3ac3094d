import { Suspense, useState } from 'react';
import { lazyThemed } from '../../../components/ui/lazy-themed.tsx';
import { LightSpinner } from '../../../components/ui/light/spinner.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { LoginForm } from './login-form.tsx';

// Loaded, with MUI, once a password is right for an account with two-factor sign-in: the first
// screen stays light.
const SignInCodeForm = lazyThemed(() => import('./sign-in-code-form.tsx').then((module) => module.SignInCodeForm));

/** Signing in: the spec's e-mail and password, then a code for an account with two-factor sign-in. */
export function SignInScreen() {
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  if (mfaToken) {
    return (
      <AuthLayout title="Two-factor sign-in">
        <Suspense fallback={<LightSpinner label="Loading" />}>
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
