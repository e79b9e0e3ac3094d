import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { templateForProcedure, type Note, type NoteStatus } from '@clinic/contracts';
import { AmendmentsView } from '../../../components/signing/amendments-view.tsx';
import { SectionsView } from '../../../components/signing/sections-view.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/authorization.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useNoteTemplates } from '../api/get-note-templates.ts';
import { useProcedureNotes } from '../api/get-procedure-notes.ts';
import { AmendNoteDialog } from './amend-note-dialog.tsx';
import { NewNoteDialog } from './new-note-dialog.tsx';
import { SignNoteDialog } from './sign-note-dialog.tsx';

const STATUS_LABELS: Record<NoteStatus, string> = { draft: 'Draft', signed: 'Signed', cosigned: 'Co-signed' };

type Dialog = { kind: 'new' } | { kind: 'sign' | 'amend'; note: Note } | null;

function signatureLine(note: Note): string {
  if (!note.signed_at) return `Draft by ${note.author}, begun ${formatDateTime(note.created_at)}`;
  const signed = `Signed by ${note.signed_by ?? note.author} on ${formatDateTime(note.signed_at)}`;
  if (note.cosigned_at) return `${signed}; co-signed by ${note.cosigner ?? ''} on ${formatDateTime(note.cosigned_at)}`;
  return note.cosigner ? `${signed}; waiting for ${note.cosigner}'s co-signature` : signed;
}

function NoteEntry({
  note,
  ownDraft,
  canWrite,
  onSign,
  onAmend,
}: {
  note: Note;
  ownDraft: boolean;
  canWrite: boolean;
  onSign: () => void;
  onAmend: () => void;
}) {
  const headingId = useId();
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          Note by {note.author}
        </Typography>
        <Chip size="small" label={STATUS_LABELS[note.status]} color={note.status === 'draft' ? 'default' : 'success'} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {signatureLine(note)}
      </Typography>
      <SectionsView sections={note.sections} />
      <AmendmentsView amendments={note.amendments} />
      {ownDraft ? (
        <Button size="small" variant="outlined" onClick={onSign}>
          Sign
        </Button>
      ) : null}
      {canWrite && note.signed_at ? (
        <Button size="small" onClick={onAmend}>
          Amend
        </Button>
      ) : null}
    </Box>
  );
}

function NotesSection({ procedureId, procedureName }: { procedureId: number; procedureName: string }) {
  const notes = useProcedureNotes(procedureId);
  const templates = useNoteTemplates();
  const canWrite = useCan('note.write');
  const { data: user } = useCurrentUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const headingId = useId();
  const done = (text: string) => () => {
    setDialog(null);
    setNotice({ severity: 'success', text });
  };

  if (notes.isPending) return null;
  if (notes.isError) {
    return <Alert severity="error">{errorMessage(notes.error, 'The notes could not be loaded.')}</Alert>;
  }
  const { items } = notes.data;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          Notes
        </Typography>
        {canWrite ? (
          <Button
            size="small"
            variant="outlined"
            disabled={templates.isPending}
            onClick={() => setDialog({ kind: 'new' })}
          >
            New note
          </Button>
        ) : null}
      </Stack>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No notes yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', pl: 0, mt: 1, mb: 0 }}>
          {items.map((note) => (
            <NoteEntry
              key={note.id}
              note={note}
              ownDraft={canWrite && note.status === 'draft' && note.author_id === user?.id}
              canWrite={canWrite}
              onSign={() => setDialog({ kind: 'sign', note })}
              onAmend={() => setDialog({ kind: 'amend', note })}
            />
          ))}
        </Box>
      )}
      {dialog?.kind === 'new' ? (
        <NewNoteDialog
          procedureId={procedureId}
          template={templateForProcedure(procedureName, templates.data ?? [])}
          onClose={() => setDialog(null)}
          onSaved={done('Note saved as a draft.')}
        />
      ) : null}
      {dialog?.kind === 'sign' ? (
        <SignNoteDialog note={dialog.note} onClose={() => setDialog(null)} onSigned={done('Note signed.')} />
      ) : null}
      {dialog?.kind === 'amend' ? (
        <AmendNoteDialog note={dialog.note} onClose={() => setDialog(null)} onAmended={done('Amendment signed.')} />
      ) : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </Paper>
  );
}

/** A procedure's visit notes, each with its amendments; not shown to roles that do not read notes. */
export function ProcedureNotes({ procedureId, procedureName }: { procedureId: number; procedureName: string }) {
  const canRead = useCan('note.read');
  return canRead ? <NotesSection procedureId={procedureId} procedureName={procedureName} /> : null;
}
