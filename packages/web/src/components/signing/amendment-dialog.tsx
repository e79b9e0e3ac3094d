import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { NoteAmendmentInput, NoteSections } from '@clinic/contracts';
import { DisabledReason } from '../ui/disabled-reason.tsx';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { SectionsFields, hasText } from './sections-fields.tsx';
import { SigningProofField, useSigningProof } from './signing-proof-field.tsx';
import { ReasonField } from '../ui/reason-field.tsx';

interface AmendmentDialogProps {
  title: string;
  /** What is amended, e.g. "The signed note stays as it is". */
  explanation: string;
  /** The signed text's sections: the amendment offers one field for each. */
  sections: NoteSections;
  labelOf?: (title: string) => string;
  error: unknown;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (amendment: NoteAmendmentInput) => void;
}

/** An amendment: the reason, the corrected sections (blank ones are left out of it), and the signer's proof. */
export function AmendmentDialog(props: AmendmentDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [sections, setSections] = useState(() =>
    Object.fromEntries(Object.keys(props.sections).map((title) => [title, ''])),
  );
  const proof = useSigningProof();
  const missing = !reason.trim()
    ? 'Give the reason for the amendment first.'
    : !hasText(sections)
      ? 'Write the correction first.'
      : proof.missing;
  return (
    <Dialog open onClose={props.onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const written = Object.fromEntries(Object.entries(sections).filter(([, text]) => text.trim() !== ''));
          props.onSubmit({ reason, sections: written, ...proof.proof });
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{props.explanation}</DialogContentText>
          <ErrorAlert error={props.error} fallback="The amendment could not be signed." sx={{ mt: 2 }} />
          <ReasonField autoFocus fullWidth value={reason} onChange={setReason} sx={{ mt: 2 }} />
          <SectionsFields sections={sections} onChange={setSections} labelOf={props.labelOf} />
          <SigningProofField state={proof} />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel}>Cancel</Button>
          <DisabledReason reason={missing}>
            <Button type="submit" variant="contained" disabled={Boolean(missing) || props.busy}>
              Sign amendment
            </Button>
          </DisabledReason>
        </DialogActions>
      </form>
    </Dialog>
  );
}
