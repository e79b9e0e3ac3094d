import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';

interface HandBackScreenProps {
  /** Asks for the staff password; the screen stays until it is given. */
  onUnlock: () => void;
}

/** Shown once the patient has signed: nothing of the portal is within reach until staff unlock it. */
export function HandBackScreen({ onUnlock }: HandBackScreenProps) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <DocumentTitle title="Please hand the tablet back" />
      <Paper role="status" sx={{ maxWidth: 560, p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h1">
            Please hand the tablet back
          </Typography>
          <Typography variant="h6" component="p">
            Thank you, your consent is signed. Please give the tablet back to our staff.
          </Typography>
          <Button variant="outlined" onClick={onUnlock}>
            Staff: unlock
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
