import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { REMEMBER_DEVICE_DAYS, TWO_FACTOR_MESSAGES } from '@clinic/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSendSignInCode } from '../api/send-sign-in-code.ts';
import { CodeForm } from './code-form.tsx';

interface SignInCodeFormProps {
  /** The challenge's token from the password step. */
  mfaToken: string;
  /** Back to the password step (a challenge lives five minutes). */
  onRestart: () => void;
  /** Called once the code is accepted and the session has started. */
  onSignedIn?: () => void;
}

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export function SignInCodeForm({ mfaToken, onRestart, onSignedIn }: SignInCodeFormProps) {
  const send = useSendSignInCode();
  const expired =
    send.error instanceof ApiError &&
    send.error.status === 401 &&
    send.error.detail === TWO_FACTOR_MESSAGES.challengeExpired;

  const submit = (form: FormData) =>
    send.mutate(
      {
        mfa_token: mfaToken,
        code: String(form.get('code')),
        remember_device: form.get('remember_device') === 'on',
      },
      { onSuccess: onSignedIn },
    );

  return (
    <CodeForm
      onSubmit={submit}
      error={send.error}
      fallback={TWO_FACTOR_MESSAGES.verifyFailed}
      code={{
        id: 'sign-in-code',
        label: 'Authentication code',
        helperText: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
        autoFocus: true,
        disabled: expired,
        typedAsIs: true,
      }}
    >
      <FormControlLabel
        control={<Checkbox name="remember_device" />}
        label={`Remember this device for ${REMEMBER_DEVICE_DAYS} days`}
      />
      <Button type="submit" variant="contained" size="large" disabled={send.isPending || expired}>
        Verify
      </Button>
      <Button variant={expired ? 'outlined' : 'text'} onClick={onRestart}>
        Back to sign in
      </Button>
    </CodeForm>
  );
}
