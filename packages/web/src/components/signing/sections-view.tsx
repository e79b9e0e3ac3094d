import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NoteSections } from '@clinic/contracts';

/** Signed text as read: each section's title (or `labelOf` it), then what was written, blanks left out. */
export function SectionsView({
  sections,
  labelOf = (title) => title,
}: {
  sections: NoteSections;
  labelOf?: (title: string) => string;
}) {
  const written = Object.entries(sections).filter(([, text]) => text.trim() !== '');
  return (
    <Box component="dl" sx={{ my: 1 }}>
      {written.map(([title, text]) => (
        <Box key={title} sx={{ mb: 1 }}>
          <Typography component="dt" variant="subtitle2">
            {labelOf(title)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
