import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SaveErrorAlert, type SaveError } from '../../../components/ui/save-error-alert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useRevokeDocument } from '../api/revoke-document.ts';
import type { DocumentCollection } from '../api/prescription-query-keys.ts';

interface RevokeDocumentDialogProps {
  collection: DocumentCollection;
  id: number;
  name: string;
  failed: string;
  onClose: () => void;
  onRevoked: () => void;
}

/** Revoking a signed document, for a reason the record keeps: its verification page then says so. */
export function RevokeDocumentDialog({ collection, id, name, failed, onClose, onRevoked }: RevokeDocumentDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<SaveError | null>(null);
  const revoke = useRevokeDocument(collection);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    revoke.mutate(
      { id, reason },
      { onSuccess: onRevoked, onError: (failure) => setError({ text: errorMessage(failure, failed) }) },
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>Revoke {name}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Anyone who checks its code will be told it was revoked. The {name} itself stays on record.
          </DialogContentText>
          <TextField
            label="Reason"
            required
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <SaveErrorAlert error={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={revoke.isPending}>
            Revoke
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
