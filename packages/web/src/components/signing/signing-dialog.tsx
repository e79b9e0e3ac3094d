import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SignNoteInput } from '@clinic/contracts';
import { DisabledReason } from '../ui/disabled-reason.tsx';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { SigningProofField, useSigningProof } from './signing-proof-field.tsx';

interface SigningDialogProps {
  title: string;
  /** What signing does, in one sentence. */
  explanation: string;
  /** The last try's refusal, told in the server's words or `errorFallback`. */
  error: unknown;
  errorFallback: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (proof: SignNoteInput) => void;
}

/** Signing asks the signer to prove it is them again: the signature is theirs, not the open session's. */
export function SigningDialog(props: SigningDialogProps) {
  const titleId = useId();
  const proof = useSigningProof();
  return (
    <Dialog open onClose={props.onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit(proof.proof);
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{props.explanation}</DialogContentText>
          <ErrorAlert error={props.error} fallback={props.errorFallback} sx={{ mt: 2 }} />
          <SigningProofField state={proof} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel}>Cancel</Button>
          <DisabledReason reason={proof.missing}>
            <Button type="submit" variant="contained" disabled={Boolean(proof.missing) || props.busy}>
              Sign
            </Button>
          </DisabledReason>
        </DialogActions>
      </form>
    </Dialog>
  );
}
