import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@clinic/contracts';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  const navigate = useNavigate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <DocumentTitle title="Access Denied" />
      <Paper sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {AUTH_MESSAGES.accessDenied}
        </Typography>
        <Button onClick={() => navigate(paths.home.href())} variant="contained">
          Return to Dashboard
        </Button>
      </Paper>
    </Box>
  );
}
