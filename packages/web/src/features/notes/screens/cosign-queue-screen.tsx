import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Note } from '@clinic/contracts';
import { AmendmentsView } from '../../../components/signing/amendments-view.tsx';
import { SectionsView } from '../../../components/signing/sections-view.tsx';
import { SigningDialog } from '../../../components/signing/signing-dialog.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useCosignNote, useCosignQueue } from '../api/cosign.ts';

function CosignDialog({ note, onClose, onDone }: { note: Note; onClose: () => void; onDone: () => void }) {
  const cosign = useCosignNote();
  return (
    <SigningDialog
      title={`Co-sign the note on ${note.procedure_name}`}
      explanation={`You co-sign ${note.author}'s signed note as the procedure's doctor.`}
      error={cosign.error}
      errorFallback="The note could not be co-signed."
      busy={cosign.isPending}
      onCancel={onClose}
      onSubmit={(proof) => cosign.mutate({ id: note.id, ...proof }, { onSuccess: onDone })}
    />
  );
}

/** /notes/cosign: the nurses' signed notes on the signed-in doctor's procedures, oldest first, each to read and co-sign. */
export function CosignQueueScreen() {
  const queue = useCosignQueue();
  const [cosigning, setCosigning] = useState<Note | null>(null);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  return (
    <>
      <PageHeader title="Notes to co-sign" />
      {queue.isPending ? <CircularProgress aria-label="Loading the notes to co-sign" /> : null}
      {queue.isError ? (
        <Alert severity="error">{errorMessage(queue.error, 'The notes to co-sign could not be loaded.')}</Alert>
      ) : null}
      {queue.data?.items.length === 0 ? <Typography>No notes wait for your co-signature.</Typography> : null}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {queue.data?.items.map((note) => (
          <Paper component="li" key={note.id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2">
              <Link component={RouterLink} to={paths.procedure.href(note.procedure_id)}>
                {note.procedure_name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Signed by {note.signed_by ?? note.author} ({note.author_role.toLowerCase()}) on{' '}
              {note.signed_at ? formatDateTime(note.signed_at) : ''}
            </Typography>
            <SectionsView sections={note.sections} />
            <AmendmentsView amendments={note.amendments} />
            <Box>
              <Button
                variant="contained"
                onClick={() => setCosigning(note)}
                aria-label={`Co-sign the note on ${note.procedure_name}`}
              >
                Co-sign
              </Button>
            </Box>
          </Paper>
        ))}
      </Stack>
      {cosigning ? (
        <CosignDialog
          note={cosigning}
          onClose={() => setCosigning(null)}
          onDone={() => {
            setCosigning(null);
            setNotice({ severity: 'success', text: 'Note co-signed.' });
          }}
        />
      ) : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
