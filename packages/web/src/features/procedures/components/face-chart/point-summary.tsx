import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DraftPoint } from '../../lib/annotation-points.ts';

/** A point's details in the read view and on paper. */
export function PointSummary({ point, product }: { point: DraftPoint; product?: string | undefined }) {
  return (
    <Stack component="li" spacing={0.25} sx={{ breakInside: 'avoid' }}>
      <Typography sx={{ fontWeight: 600 }}>
        {point.label} ({point.view === 'front' ? 'Front' : 'Side'})
      </Typography>
      <Typography variant="body2">Condition: {point.condition}</Typography>
      <Typography variant="body2">Treatment: {point.treatment}</Typography>
      {point.notes ? <Typography variant="body2">Notes: {point.notes}</Typography> : null}
      {point.medications ? <Typography variant="body2">Medications: {point.medications}</Typography> : null}
      {product ? <Typography variant="body2">Product: {product}</Typography> : null}
      {point.treatment_date ? <Typography variant="body2">Treatment date: {point.treatment_date}</Typography> : null}
    </Stack>
  );
}
