import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ErrorAlert } from './error-alert.tsx';
import { DisabledReason } from './disabled-reason.tsx';

interface PasswordDialogProps {
  title: string;
  /** Why the password is asked, in one sentence. */
  explanation: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The last try's refusal, told in the server's words or `errorFallback`. */
  error: unknown;
  errorFallback: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (password: string) => void;
}

/** Asks the signed-in person's password again, for a step that must be theirs, not the open session's. */
export function PasswordDialog(props: PasswordDialogProps) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  return (
    <Dialog open onClose={props.onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit(password);
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{props.explanation}</DialogContentText>
          <ErrorAlert error={props.error} fallback={props.errorFallback} sx={{ mb: 2 }} />
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
          <Button onClick={props.onCancel}>{props.cancelLabel}</Button>
          <DisabledReason reason={!password && 'Enter your password first.'}>
            <Button type="submit" variant="contained" disabled={!password || props.busy}>
              {props.confirmLabel}
            </Button>
          </DisabledReason>
        </DialogActions>
      </form>
    </Dialog>
  );
}
