import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useVerifyPassword } from '../../lib/verify-password.ts';
import { ErrorAlert } from './error-alert.tsx';
import { DisabledReason } from './disabled-reason.tsx';

interface StaffPasswordDialogProps {
  /** Why the password is asked, in one sentence. */
  explanation: string;
  /** The button that goes on once the password is right ("Leave", "Logout"). */
  confirmLabel: string;
  onCancel: () => void;
  onConfirmed: () => void;
}

/**
 * A device in the patient's hands goes back to the staff only with the signed-in account's
 * password (checked by the server, with the sign-in limits), never by a tap.
 */
export function StaffPasswordDialog({ explanation, confirmLabel, onCancel, onConfirmed }: StaffPasswordDialogProps) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const verify = useVerifyPassword();

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          verify.mutate(password, { onSuccess: onConfirmed });
        }}
      >
        <DialogTitle id={titleId}>Staff password required</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{explanation}</DialogContentText>
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
          <Button onClick={onCancel}>Stay</Button>
          <DisabledReason reason={!password && 'Enter your password first.'}>
            <Button type="submit" variant="contained" disabled={!password || verify.isPending}>
              {confirmLabel}
            </Button>
          </DisabledReason>
        </DialogActions>
      </form>
    </Dialog>
  );
}
