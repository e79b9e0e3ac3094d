import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { VERIFICATION_MESSAGES, verificationText } from '@clinic/contracts';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useVerification } from '../api/get-verification.ts';

/**
 * /verify/{code}, opened from a printed document's QR code without signing in: who issued it,
 * when, by which doctor, for whose initials; or that it was revoked, or that no such code exists.
 */
export function VerificationPage({ code }: { code: string }) {
  const verification = useVerification(code);
  return (
    <Paper component="main" variant="outlined" sx={{ maxWidth: 560, mx: 'auto', my: 4, p: 3 }}>
      <DocumentTitle title="Document verification" />
      <Typography variant="h5" component="h1" gutterBottom>
        Document verification
      </Typography>
      {verification.isPending ? (
        <CircularProgress aria-label="Checking the code" />
      ) : verification.isError ? (
        <Alert
          severity={verification.error instanceof ApiError && verification.error.status === 404 ? 'warning' : 'error'}
        >
          {errorMessage(verification.error, VERIFICATION_MESSAGES.fetchFailed)}
        </Alert>
      ) : (
        <Alert severity={verification.data.status === 'valid' ? 'success' : 'error'}>
          {verificationText(verification.data)}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Code: {code}
      </Typography>
    </Paper>
  );
}
