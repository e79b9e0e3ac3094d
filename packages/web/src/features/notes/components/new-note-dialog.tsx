import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SOAP_SECTIONS, type NoteTemplate } from '@clinic/contracts';
import { DisabledReason } from '../../../components/ui/disabled-reason.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useCreateNote } from '../api/create-note.ts';
import { SectionsFields, hasText } from '../../../components/signing/sections-fields.tsx';

const blank = (titles: readonly string[]) => Object.fromEntries(titles.map((title) => [title, '']));

/** A new draft, laid out on the template the procedure's name opens, else SOAP. */
export function NewNoteDialog({
  procedureId,
  template,
  onClose,
  onSaved,
}: {
  procedureId: number;
  template: NoteTemplate | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const titleId = useId();
  const [sections, setSections] = useState(() => blank(template?.sections ?? SOAP_SECTIONS));
  const create = useCreateNote(procedureId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ template_id: template?.id ?? null, sections }, { onSuccess: onSaved });
        }}
      >
        <DialogTitle id={titleId}>New note</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {template ? `From the ${template.name} template.` : 'Subjective, Objective, Assessment and Plan.'} Saved as
            a draft: sign it when it is complete.
          </DialogContentText>
          <ErrorAlert error={create.error} fallback="The note could not be saved." sx={{ mt: 2 }} />
          <SectionsFields sections={sections} onChange={setSections} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <DisabledReason reason={!hasText(sections) && 'Write the note first.'}>
            <Button type="submit" variant="contained" disabled={!hasText(sections) || create.isPending}>
              Save draft
            </Button>
          </DisabledReason>
        </DialogActions>
      </form>
    </Dialog>
  );
}
