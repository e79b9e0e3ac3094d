import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { paths } from '../../../config/paths.ts';
import { useCan } from '../../../lib/authorization.ts';
import { useProcedureConsents } from '../api/get-procedure-consents.ts';

interface ConsentAfterSaveProps {
  procedureId: number;
  /** Where the new-procedure screen goes next when no consent is asked for now. */
  onDone: () => void;
}

/** After a new procedure is saved: when it cannot start without a consent, offer to sign it now. */
export function ConsentAfterSave({ procedureId, onDone }: ConsentAfterSaveProps) {
  const consents = useProcedureConsents(procedureId);
  const canSign = useCan('consent.sign');
  const navigate = useNavigate();
  const titleId = useId();
  const asks = canSign && consents.data?.consent_required === true;
  const settled = consents.isSuccess || consents.isError;

  useEffect(() => {
    if (settled && !asks) onDone();
  }, [settled, asks, onDone]);

  if (!asks) return null;
  return (
    <Dialog open onClose={onDone} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Consent required</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The procedure is saved. It needs the patient's signed consent before it can start.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Later</Button>
        <Button variant="contained" onClick={() => void navigate(paths.signConsent.href(procedureId))}>
          Sign consent
        </Button>
      </DialogActions>
    </Dialog>
  );
}
