import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  PROCEDURE_MESSAGES,
  PROCEDURE_STATUSES,
  PROCEDURE_STATUS_LABELS,
  type Procedure,
  type ProcedureStatus,
} from '@clinic/contracts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useUpdateProcedureStatus } from '../api/update-procedure-status.ts';
import { menuItems } from '../../../components/ui/option-items.tsx';

interface EditStatusDialogProps {
  procedure: Procedure;
  onClose: () => void;
  /** Told, in words, that the status was saved. */
  onSaved?: (text: string) => void;
}

const REFUSALS_SAID = new Set([403, 409, 422]);

/** The lists' Edit: only the status changes, through the status call. */
export function EditStatusDialog({ procedure, onClose, onSaved }: EditStatusDialogProps) {
  const [status, setStatus] = useState<ProcedureStatus>(procedure.status);
  const update = useUpdateProcedureStatus();

  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-status-title" fullWidth maxWidth="xs">
      <DialogTitle id="edit-status-title">Edit {procedure.name}</DialogTitle>
      <DialogContent>
        {update.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {/* A refusal the user can act on (a consent still to sign, a role, a bad value) is said as the server says it. */}
            {update.error instanceof ApiError && REFUSALS_SAID.has(update.error.status)
              ? errorMessage(update.error, PROCEDURE_MESSAGES.updateFailed)
              : PROCEDURE_MESSAGES.updateFailed}
          </Alert>
        ) : null}
        <TextField
          select
          fullWidth
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ProcedureStatus)}
          sx={{ mt: 1 }}
        >
          {menuItems(PROCEDURE_STATUSES, PROCEDURE_STATUS_LABELS)}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: procedure.id, status },
              {
                onSuccess: () => {
                  onClose();
                  onSaved?.(`${procedure.name} is now ${PROCEDURE_STATUS_LABELS[status]}.`);
                },
              },
            )
          }
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
