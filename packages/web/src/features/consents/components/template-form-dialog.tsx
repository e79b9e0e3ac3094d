import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ConsentTemplate, ConsentTemplateInput } from '@clinic/contracts';
import { errorMessage } from '../../../lib/api-error.ts';

interface TemplateFormDialogProps {
  /** The template edited; none for a new one. */
  template?: ConsentTemplate;
  busy: boolean;
  onSubmit: (input: ConsentTemplateInput) => Promise<unknown>;
  onClose: () => void;
}

/** Procedure names typed one per line, blank lines left out. */
const namesOf = (text: string) =>
  text
    .split('\n')
    .map((name) => name.trim())
    .filter(Boolean);

/** A template's title, text, the procedures that require it, and whether a witness signs; the server checks it. */
export function TemplateFormDialog({ template, busy, onSubmit, onClose }: TemplateFormDialogProps) {
  const titleId = useId();
  const [title, setTitle] = useState(template?.title ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [procedureNames, setProcedureNames] = useState(template?.procedure_names.join('\n') ?? '');
  const [witnessRequired, setWitnessRequired] = useState(template?.witness_required ?? false);
  const [failure, setFailure] = useState('');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFailure('');
          onSubmit({
            title,
            body,
            procedure_names: namesOf(procedureNames),
            witness_required: witnessRequired,
          }).then(onClose, (error: unknown) => setFailure(errorMessage(error, 'The template could not be saved.')));
        }}
      >
        <DialogTitle id={titleId}>{template ? `Edit ${template.title}` : 'New consent template'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {template ? (
              <Alert severity="info">
                Saving makes version {template.version + 1}. Consents already signed keep the text they were signed on.
              </Alert>
            ) : null}
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} required />
            <TextField
              label="Consent text"
              value={body}
              onChange={(event) => setBody(event.target.value)}
              required
              multiline
              minRows={8}
              helperText="Paragraphs separated by a blank line; # for a heading, - for a list item."
            />
            <TextField
              label="Procedures that require it"
              value={procedureNames}
              onChange={(event) => setProcedureNames(event.target.value)}
              multiline
              minRows={2}
              helperText="One procedure or service name per line; case, spaces, accents and punctuation do not matter, and a longer name holding it (Botox - forehead) needs it too. Leave empty to offer it without requiring it."
            />
            <FormControlLabel
              control={
                <Checkbox checked={witnessRequired} onChange={(event) => setWitnessRequired(event.target.checked)} />
              }
              label="A witness must sign"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save template
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
