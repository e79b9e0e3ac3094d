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
import { useAmendNote } from '../api/amend-note.ts';
import { NoteSectionsFields, hasText } from './note-sections-fields.tsx';

/** An amendment: the reason, the corrected sections (blank ones are left out of it), and the signer's password. */
export function AmendNoteDialog({
  note,
  onClose,
  onAmended,
}: {
  note: Note;
  onClose: () => void;
  onAmended: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [sections, setSections] = useState(() =>
    Object.fromEntries(Object.keys(note.sections).map((title) => [title, ''])),
  );
  const [password, setPassword] = useState('');
  const amend = useAmendNote();
  const missing = !reason.trim()
    ? 'Give the reason for the amendment first.'
    : !hasText(sections)
      ? 'Write the correction first.'
      : !password && 'Enter your password first.';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const written = Object.fromEntries(Object.entries(sections).filter(([, text]) => text.trim() !== ''));
          amend.mutate({ id: note.id, reason, sections: written, password }, { onSuccess: onAmended });
        }}
      >
        <DialogTitle id={titleId}>Amend note</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The signed note stays as it is; the amendment is shown after it, signed by you.
          </DialogContentText>
          <ErrorAlert error={amend.error} fallback="The amendment could not be signed." sx={{ mt: 2 }} />
          <TextField
            autoFocus
            fullWidth
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            sx={{ mt: 2 }}
          />
          <NoteSectionsFields sections={sections} onChange={setSections} />
          <TextField
            fullWidth
            type="password"
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <DisabledReason reason={missing}>
            <Button type="submit" variant="contained" disabled={Boolean(missing) || amend.isPending}>
              Sign amendment
            </Button>
          </DisabledReason>
        </DialogActions>
      </form>
    </Dialog>
  );
}
