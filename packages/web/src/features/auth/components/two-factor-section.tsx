import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_MESSAGES } from '@clinic/contracts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useTurnOffTwoFactor } from '../api/turn-off-two-factor.ts';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';
import { CodeForm } from './code-form.tsx';

function TurnOffTwoFactorForm() {
  const turnOff = useTurnOffTwoFactor();
  return (
    <CodeForm
      onSubmit={(form) => turnOff.mutate({ code: String(form.get('code')) })}
      error={turnOff.error}
      fallback={TWO_FACTOR_MESSAGES.turnOffFailed}
      code={{
        id: 'two-factor-turn-off-code',
        label: 'Current code',
        helperText: 'A code from your authenticator app, or a recovery code.',
      }}
      sx={{ maxWidth: 420 }}
    >
      <Box>
        <Button type="submit" color="error" variant="outlined" disabled={turnOff.isPending}>
          Turn off two-factor sign-in
        </Button>
      </Box>
    </CodeForm>
  );
}

/** The account's two-factor sign-in: its state, setting it up, or turning it off where the role allows. */
export function TwoFactorSection() {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  if (!user) return null;
  return (
    <Paper component="section" aria-labelledby="two-factor-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="two-factor-heading" variant="h6" component="h2">
            Two-factor sign-in
          </Typography>
          <Chip size="small" color={user.mfa_enabled ? 'success' : 'default'} label={user.mfa_enabled ? 'On' : 'Off'} />
        </Stack>
        {!user.mfa_enabled ? (
          <TwoFactorEnrolment finishLabel="Done" onFinished={() => void currentUser.refetch()} />
        ) : user.mfa_required ? (
          <Typography>
            Each sign-in asks for a code from your authenticator app. Your role requires it, so it stays on; if you lose
            your phone, use a recovery code or ask an administrator to reset it.
          </Typography>
        ) : (
          <>
            <Typography>
              Each sign-in asks for a code from your authenticator app. To turn this off, enter a current code.
            </Typography>
            <TurnOffTwoFactorForm />
          </>
        )}
      </Stack>
    </Paper>
  );
}
