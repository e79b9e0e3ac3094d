import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useVerifyPassword } from '../api/verify-password.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { DisabledReason } from '../../../components/ui/disabled-reason.tsx';

interface LeaveSigningDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/** The device goes back to the staff only with a staff member's password, never from the patient's hands. */
export function LeaveSigningDialog({ onStay, onLeave }: LeaveSigningDialogProps) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const verify = useVerifyPassword();

  return (
    <Dialog open onClose={onStay} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          verify.mutate(password, { onSuccess: onLeave });
        }}
      >
        <DialogTitle id={titleId}>Staff password required</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The consent is not signed yet. Enter your password to leave the signing screen.
          </DialogContentText>
          <ErrorAlert error={verify.error} fallback="Checking the password failed" sx={{ mb: 2 }} />
          <TextField
            autoFocus
            fullWidth
            type="password"
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onStay}>Stay</Button>
          <DisabledReason reason={!password && 'Enter your password first.'}>
            <Button type="submit" variant="contained" disabled={!password || verify.isPending}>
              Leave
            </Button>
          </DisabledReason>
        </DialogActions>
      </form>
    </Dialog>
  );
}
