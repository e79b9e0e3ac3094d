import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@clinic/contracts';
import { LightButton } from '../../../components/ui/light/button.tsx';
import { LightErrorAlert } from '../../../components/ui/light/error-alert.tsx';
import { LightTextInput } from '../../../components/ui/light/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useLogin } from '../api/login.ts';

/**
 * The first screen anyone sees, kept light: plain elements without MUI, two required inputs the
 * browser checks itself, read from the form on submit; the credentials are checked against the
 * contracts schema in `login`. An account with two-factor sign-in goes on to the code step with
 * the challenge's token.
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
    <form className="light-stack" onSubmit={submit}>
      <LightErrorAlert error={login.error} fallback={AUTH_MESSAGES.loginFailed} />
      <LightTextInput id="email" name="username" label="Email address" type="email" autoComplete="email" required />
      <LightTextInput
        id="password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <LightButton type="submit" disabled={login.isPending}>
        Sign in
      </LightButton>
      <div className="auth-layout__links">
        <Link className="light-link" to={paths.forgotPassword.href()}>
          Forgot your password?
        </Link>
        <Link className="light-link" to={paths.register.href()}>
          Create an account
        </Link>
      </div>
    </form>
  );
}
