import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MARKER } from './marker-style.ts';

const swatch = (fill: string, opacity = 1) => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden>
    <circle cx="7" cy="7" r="6" fill={fill} opacity={opacity} />
  </svg>
);

/** Says what the diagram's two kinds of marker are, drawn as the diagram draws them. */
export function DiagramLegend() {
  return (
    <Stack
      component="ul"
      aria-label="Legend"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', flexWrap: 'wrap', justifyContent: 'center' }}
    >
      <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {swatch(MARKER.point)}
        <Typography variant="caption">This procedure's points</Typography>
      </Stack>
      <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {swatch(MARKER.earlier, MARKER.earlierOpacity)}
        <Typography variant="caption">Points from earlier visits (faded)</Typography>
      </Stack>
    </Stack>
  );
}
