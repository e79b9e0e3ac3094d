import { PHOTO_RELEASE_LABELS, releasedForMarketing, type Photo } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/authorization.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useDownloadMarketingPhoto } from '../api/download-marketing-photo.ts';
import { usePatientPhotos } from '../api/get-patient-photos.ts';
import { PhotoCompare } from './photo-compare.tsx';
import { PhotoImage, photoLabel } from './photo-image.tsx';
import { DisabledReason } from '../../../components/ui/disabled-reason.tsx';

interface ProcedureGroup {
  procedureId: number;
  name: string;
  start: string;
  photos: Photo[];
}

/** Photos by procedure, in the order the procedures took place (the server sends them so). */
function byProcedure(photos: Photo[]): ProcedureGroup[] {
  const groups = new Map<number, ProcedureGroup>();
  for (const photo of photos) {
    const group = groups.get(photo.procedure_id) ?? {
      procedureId: photo.procedure_id,
      name: photo.procedure_name,
      start: photo.procedure_start,
      photos: [],
    };
    group.photos.push(photo);
    groups.set(photo.procedure_id, group);
  }
  return [...groups.values()];
}

/** The patient's Photos tab: a timeline by procedure and date, and a comparison of any two. */
export function PatientPhotosTab({ patientId }: { patientId: number }) {
  const photos = usePatientPhotos(patientId);
  const canExport = useCan('photo.marketingExport');
  const marketing = useDownloadMarketingPhoto();
  const [selected, setSelected] = useState<number[]>([]);
  const [comparing, setComparing] = useState<[Photo, Photo]>();

  if (photos.isPending) return <CircularProgress aria-label="Loading photos" />;
  if (photos.isError) return <Alert severity="error">{errorMessage(photos.error, 'Could not load the photos.')}</Alert>;
  const items = photos.data.items;
  const toggle = (id: number) =>
    // The two most recent choices are compared: choosing a third lets go of the oldest.
    setSelected((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id].slice(-2)));
  const chosen = selected.map((id) => items.find((photo) => photo.id === id)).filter((photo) => photo !== undefined);

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        Photos
      </Typography>
      {items.length === 0 && <Typography>No photos yet. Add them from a procedure's page.</Typography>}
      {items.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">Choose two photos to compare ({chosen.length} of 2 chosen).</Typography>
          <DisabledReason reason={chosen.length !== 2 && 'Choose two photos to compare first.'}>
            <Button
              variant="contained"
              disabled={chosen.length !== 2}
              onClick={() => setComparing([chosen[0]!, chosen[1]!])}
            >
              Compare
            </Button>
          </DisabledReason>
        </Stack>
      )}
      {comparing && <PhotoCompare photos={comparing} onClose={() => setComparing(undefined)} />}
      {marketing.isError && <Alert severity="error">{errorMessage(marketing.error, 'The download failed.')}</Alert>}
      {byProcedure(items).map((group) => (
        <Stack key={group.procedureId} spacing={1} component="section" aria-label={`${group.name} photos`}>
          <Typography variant="h6" component="h3">
            {group.name} · {formatDateTime(group.start)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {group.photos.map((photo) => (
              <Card key={photo.id} variant="outlined" component="figure" sx={{ m: 0, width: 200 }}>
                <PhotoImage photo={photo} size="thumb" />
                <CardContent component="figcaption" sx={{ p: 1, '&:last-child': { pb: 1 } }}>
                  <FormControlLabel
                    control={<Checkbox checked={selected.includes(photo.id)} onChange={() => toggle(photo.id)} />}
                    label={photoLabel(photo)}
                  />
                  {photo.note && <Typography variant="body2">{photo.note}</Typography>}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {formatDateTime(photo.taken_at)} · {PHOTO_RELEASE_LABELS[photo.release]}
                  </Typography>
                  {canExport && releasedForMarketing(photo.release) && (
                    <Button size="small" onClick={() => marketing.mutate(photo.id)} disabled={marketing.isPending}>
                      Download for marketing
                    </Button>
                  )}
                </CardContent>
              </Card>
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
