import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Note } from '@clinic/contracts';
import { DisabledReason } from '../../../components/ui/disabled-reason.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useSignNote } from '../api/sign-note.ts';

/** Signing asks for the signer's password again: the signature is theirs, not the open session's. */
export function SignNoteDialog({ note, onClose, onSigned }: { note: Note; onClose: () => void; onSigned: () => void }) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const sign = useSignNote();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sign.mutate({ id: note.id, password }, { onSuccess: onSigned });
        }}
      >
        <DialogTitle id={titleId}>Sign note</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Once signed, the note can no longer be edited; corrections are added as amendments.
          </DialogContentText>
          <ErrorAlert error={sign.error} fallback="The note could not be signed." sx={{ mb: 2 }} />
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
          <Button onClick={onClose}>Cancel</Button>
          <DisabledReason reason={!password && 'Enter your password first.'}>
            <Button type="submit" variant="contained" disabled={!password || sign.isPending}>
              Sign
            </Button>
          </DisabledReason>
        </DialogActions>
      </form>
    </Dialog>
  );
}
