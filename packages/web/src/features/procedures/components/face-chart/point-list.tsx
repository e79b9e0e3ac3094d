import { useId } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DraftPoint } from '../../lib/annotation-points.ts';
import { PointSummary } from './point-summary.tsx';

/** Every point with its details, beside the diagram and on paper, so none has to be clicked to be read. */
interface PointListProps {
  points: readonly DraftPoint[];
  /** The product, amount and lot a point used, in words. */
  productOf: (point: DraftPoint) => string | undefined;
}

export function PointList({ points, productOf }: PointListProps) {
  const headingId = useId();
  if (points.length === 0) return <Typography color="text.secondary">No points marked.</Typography>;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Points ({points.length})
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {points.map((point) => (
          <PointSummary key={point.id} point={point} product={productOf(point)} />
        ))}
      </Stack>
    </Stack>
  );
}
