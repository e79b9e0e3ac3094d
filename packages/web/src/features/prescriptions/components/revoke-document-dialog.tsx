import { useId, useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SaveErrorAlert, type SaveError } from '../../../components/ui/save-error-alert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useRevokeDocument } from '../api/revoke-document.ts';
import type { DocumentCollection } from '../api/prescription-query-keys.ts';
import { SubmitActions } from '../../../components/ui/submit-actions.tsx';
import { ReasonField } from '../../../components/ui/reason-field.tsx';

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
          <ReasonField required autoFocus value={reason} onChange={setReason} />
          <SaveErrorAlert error={error} />
        </DialogContent>
        <SubmitActions submitLabel="Revoke" color="error" onCancel={onClose} busy={revoke.isPending} />
      </form>
    </Dialog>
  );
}
