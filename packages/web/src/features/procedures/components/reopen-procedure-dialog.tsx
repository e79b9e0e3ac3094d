import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PROCEDURE_MESSAGES, reopenProcedureInputSchema, type Procedure } from '@clinic/contracts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useReopenProcedure } from '../api/reopen-procedure.ts';
import { ReasonField } from '../../../components/ui/reason-field.tsx';

interface ReopenProcedureDialogProps {
  procedure: Pick<Procedure, 'id' | 'name'>;
  onClose: () => void;
  /** Told, in words, that the procedure is open again. */
  onReopened?: (text: string) => void;
}

/** An administrator unlocks a completed procedure, saying why; the reason goes into the audit. */
export function ReopenProcedureDialog({ procedure, onClose, onReopened }: ReopenProcedureDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reopen = useReopenProcedure();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reopenProcedureInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? PROCEDURE_MESSAGES.reopenReasonRequired);
      return;
    }
    setProblem(null);
    reopen.mutate(
      { id: procedure.id, ...parsed.data },
      {
        onSuccess: () => {
          onClose();
          onReopened?.(PROCEDURE_MESSAGES.reopened(procedure.name));
        },
      },
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="reopen-procedure-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reopen-procedure-title">Reopen {procedure.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The procedure becomes Ongoing and can be edited again. The reason is kept in its history.
          </DialogContentText>
          {reopen.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {/* A refusal the user can act on (already reopened, not allowed) is said as the server says it. */}
              {reopen.error instanceof ApiError && reopen.error.status < 500
                ? errorMessage(reopen.error, PROCEDURE_MESSAGES.reopenFailed)
                : PROCEDURE_MESSAGES.reopenFailed}
            </Alert>
          ) : null}
          <ReasonField
            required
            fullWidth
            value={reason}
            onChange={setReason}
            error={problem !== null}
            helperText={problem ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={reopen.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={reopen.isPending}>
            Reopen
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
