import {
  PHOTO_ACCEPT,
  PHOTO_ANGLES,
  PHOTO_ANGLE_LABELS,
  PHOTO_KINDS,
  PHOTO_KIND_LABELS,
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  type Photo,
  type PhotoAngle,
  type PhotoKind,
} from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/authorization.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useDeletePhoto } from '../api/delete-photo.ts';
import { useProcedurePhotos } from '../api/get-procedure-photos.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';
import { PhotoImage, photoLabel } from './photo-image.tsx';
import { menuItems } from '../../../components/ui/option-items.tsx';

/**
 * Angle, note and the two ways to add a photo of one kind: the device's camera, or a file. Each
 * button is the label of its (visually hidden) file input, which keyboard users reach instead.
 */
function AddPhoto({ procedureId, kind }: { procedureId: number; kind: PhotoKind }) {
  const upload = useUploadPhoto(procedureId);
  const [angle, setAngle] = useState<PhotoAngle>('front');
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState('');
  const label = PHOTO_KIND_LABELS[kind].toLowerCase();

  const send = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) {
      setProblem(PHOTO_MESSAGES.tooLarge);
      return;
    }
    setProblem('');
    setProgress(0);
    upload.mutate(
      { fields: { kind, angle, note }, file, onProgress: setProgress },
      {
        onSuccess: () => setNote(''),
        onError: (error) => setProblem(errorMessage(error, PHOTO_MESSAGES.unreadable)),
        onSettled: () => setProgress(undefined),
      },
    );
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={`${PHOTO_KIND_LABELS[kind]} photo angle`}
          value={angle}
          onChange={(event) => setAngle(event.target.value as PhotoAngle)}
          sx={{ minWidth: 160 }}
        >
          {menuItems(PHOTO_ANGLES, PHOTO_ANGLE_LABELS)}
        </TextField>
        <TextField
          size="small"
          label={`${PHOTO_KIND_LABELS[kind]} photo note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          fullWidth
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" component="label" role={undefined} tabIndex={-1} disabled={upload.isPending}>
          Take {label} photo
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            capture="environment"
            aria-label={`Take ${label} photo with the camera`}
            style={visuallyHidden}
            onChange={send}
          />
        </Button>
        <Button variant="outlined" component="label" role={undefined} tabIndex={-1} disabled={upload.isPending}>
          Choose file
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            aria-label={`Choose ${label} photo from files`}
            style={visuallyHidden}
            onChange={send}
          />
        </Button>
      </Stack>
      {progress !== undefined && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={`${PHOTO_KIND_LABELS[kind]} photo upload progress`}
        />
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}

function PhotoCard({ photo, onDelete }: { photo: Photo; onDelete?: () => void }) {
  return (
    <Card variant="outlined" component="figure" sx={{ m: 0, width: 200 }}>
      <PhotoImage photo={photo} size="thumb" />
      <CardContent component="figcaption" sx={{ p: 1, '&:last-child': { pb: 1 } }}>
        <Typography variant="body2">
          <strong>{photoLabel(photo)}</strong>
        </Typography>
        {photo.note && <Typography variant="body2">{photo.note}</Typography>}
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(photo.taken_at)}
          {photo.taken_by ? ` · ${photo.taken_by}` : ''}
        </Typography>
        {onDelete && (
          <Box>
            <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${photoLabel(photo)} photo`}>
              Delete
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The procedure's Before and After photos, and adding them for those who take photos. */
export function ProcedurePhotos({ procedureId }: { procedureId: number }) {
  const canRead = useCan('photo.read');
  const canTake = useCan('photo.take');
  const canDelete = useCan('photo.delete');
  const photos = useProcedurePhotos(procedureId, canRead);
  const remove = useDeletePhoto();
  const [deleting, setDeleting] = useState<Photo>();
  const [failure, setFailure] = useState('');
  if (!canRead) return null;

  return (
    <Stack spacing={2} component="section" aria-labelledby="procedure-photos-title" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" id="procedure-photos-title">
        Photos
      </Typography>
      {photos.isPending && <CircularProgress aria-label="Loading photos" />}
      {photos.isError && <Alert severity="error">{errorMessage(photos.error, 'Could not load the photos.')}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      {PHOTO_KINDS.map((kind) => {
        const ofKind = (photos.data?.items ?? []).filter((photo) => photo.kind === kind);
        return (
          <Stack key={kind} spacing={1} component="section" aria-label={`${PHOTO_KIND_LABELS[kind]} photos`}>
            <Typography variant="subtitle1" component="h4">
              {PHOTO_KIND_LABELS[kind]}
            </Typography>
            {photos.data && ofKind.length === 0 && <Typography color="text.secondary">No photos yet.</Typography>}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              {ofKind.map((photo) => (
                <PhotoCard key={photo.id} photo={photo} onDelete={canDelete ? () => setDeleting(photo) : undefined} />
              ))}
            </Box>
            {canTake && <AddPhoto procedureId={procedureId} kind={kind} />}
          </Stack>
        );
      })}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete Photo"
        message="Delete this photo? It cannot be brought back."
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => setFailure(''),
            onError: (error) => setFailure(errorMessage(error, 'The photo could not be deleted.')),
            onSettled: () => setDeleting(undefined),
          })
        }
      />
    </Stack>
  );
}
