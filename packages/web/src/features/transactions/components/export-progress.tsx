import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '../../../lib/format-file-size.ts';

/** While the export downloads: a running bar and how much has arrived (its total is not known up front). */
export function ExportProgress({ receivedBytes }: { receivedBytes: number }) {
  const text = receivedBytes > 0 ? `Downloaded ${formatFileSize(receivedBytes)}…` : 'Preparing the file…';
  return (
    <Box role="status" aria-live="polite">
      <LinearProgress aria-label="Export progress" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Box>
  );
}
