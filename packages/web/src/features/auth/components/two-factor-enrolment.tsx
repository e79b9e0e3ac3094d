import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_MESSAGES } from '@clinic/contracts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useConfirmTwoFactorEnrolment } from '../api/confirm-two-factor-enrolment.ts';
import { useStartTwoFactorEnrolment } from '../api/start-two-factor-enrolment.ts';
import { CodeForm } from './code-form.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

/** A step's heading takes the focus when the step appears, so keyboard and screen reader follow along. */
function StepHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Typography
      ref={heading}
      tabIndex={-1}
      variant="subtitle1"
      component="h3"
      sx={{ fontWeight: 700, outline: 'none' }}
    >
      {children}
    </Typography>
  );
}

interface TwoFactorEnrolmentProps {
  /** Called once the recovery codes have been read: the caller reloads the signed-in user. */
  onFinished: () => void;
  finishLabel: string;
}

/**
 * Setting up two-factor sign-in: a QR code (and its key as text) for the authenticator app, a code
 * from the app to confirm, then the ten recovery codes, shown this once.
 */
export function TwoFactorEnrolment({ onFinished, finishLabel }: TwoFactorEnrolmentProps) {
  const start = useStartTwoFactorEnrolment();
  const confirm = useConfirmTwoFactorEnrolment();

  if (confirm.data) {
    return (
      <Stack spacing={2}>
        <StepHeading>Save your recovery codes</StepHeading>
        <Alert severity="success">Two-factor sign-in is on.</Alert>
        <Typography>
          If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them
          somewhere safe: they are shown only now.
        </Typography>
        <RecoveryCodes codes={confirm.data.recovery_codes} />
        <Box>
          <Button variant="contained" onClick={onFinished}>
            {finishLabel}
          </Button>
        </Box>
      </Stack>
    );
  }

  if (start.data) {
    const { secret, qr_code: qrCode } = start.data;
    return (
      <Stack spacing={2}>
        <StepHeading>Add the portal to your authenticator app</StepHeading>
        <Typography>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy or another),
          or type the setup key into it.
        </Typography>
        <Box
          component="img"
          src={qrCode}
          alt="QR code for your authenticator app"
          sx={{ width: 200, height: 200, alignSelf: 'flex-start', bgcolor: 'common.white' }}
        />
        <TextField
          id="two-factor-setup-key"
          label="Setup key"
          value={secret}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
          sx={{ maxWidth: 420 }}
        />
        <CodeForm
          onSubmit={(form) => confirm.mutate({ code: String(form.get('code')) })}
          error={confirm.error}
          fallback={TWO_FACTOR_MESSAGES.enrolmentFailed}
          code={{
            id: 'two-factor-confirm-code',
            label: 'Code from your app',
            helperText: 'The 6-digit code the app shows now.',
            digitsOnly: true,
          }}
          sx={{ maxWidth: 420 }}
        >
          <Box>
            <Button type="submit" variant="contained" disabled={confirm.isPending}>
              Turn on two-factor sign-in
            </Button>
          </Box>
        </CodeForm>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography>
        Each sign-in will also ask for a 6-digit code from an authenticator app on your phone, so a stolen password
        alone does not open your account.
      </Typography>
      <ErrorAlert error={start.error} fallback={TWO_FACTOR_MESSAGES.enrolmentFailed} />
      <Box>
        <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
          Set up two-factor sign-in
        </Button>
      </Box>
    </Stack>
  );
}
