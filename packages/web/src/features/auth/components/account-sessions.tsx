import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_MESSAGES, type AccountSession } from '@clinic/contracts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyOutcome } from '../../../lib/notify-outcome.ts';
import { useEndAccountSession } from '../api/end-account-session.ts';
import { useAccountSessions } from '../api/get-account-sessions.ts';

interface Feedback {
  severity: 'success' | 'error';
  text: string;
}

/** Where the account is signed in, with a way to sign any other browser out. */
export function AccountSessions() {
  const sessions = useAccountSessions();
  const end = useEndAccountSession();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const signOut = (session: AccountSession) => {
    setFeedback(null);
    end.mutate(
      session.id,
      notifyOutcome(setFeedback, TWO_FACTOR_MESSAGES.sessionEnded, TWO_FACTOR_MESSAGES.signOutFailed),
    );
  };

  const columns: Column<AccountSession>[] = [
    { header: 'Device', render: (session) => session.device },
    { header: 'Address', render: (session) => session.address ?? 'Unknown' },
    { header: 'Signed in', render: (session) => formatDateTime(session.created_at) },
    { header: 'Last used', render: (session) => formatDateTime(session.last_used_at) },
    {
      header: 'Actions',
      render: (session) =>
        session.current ? (
          <Chip size="small" color="info" label="This session" />
        ) : (
          <Button
            size="small"
            color="error"
            onClick={() => signOut(session)}
            disabled={end.isPending}
            aria-label={`Sign out ${session.device}, last used ${formatDateTime(session.last_used_at)}`}
          >
            Sign out
          </Button>
        ),
    },
  ];

  return (
    <Paper component="section" aria-labelledby="sessions-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="sessions-heading" variant="h6" component="h2">
          Active sessions
        </Typography>
        <Typography color="text.secondary">
          The browsers and devices signed in to your account. Sign out any you do not recognise, then change your
          password.
        </Typography>
        {feedback ? (
          <Alert severity={feedback.severity} role={feedback.severity === 'success' ? 'status' : 'alert'}>
            {feedback.text}
          </Alert>
        ) : null}
        {sessions.isPending ? (
          <CircularProgress aria-label="Loading sessions" />
        ) : sessions.isError ? (
          <Alert severity="error">{errorMessage(sessions.error, TWO_FACTOR_MESSAGES.sessionsFailed)}</Alert>
        ) : (
          <ResponsiveTable
            label="Active sessions"
            rows={sessions.data.items}
            columns={columns}
            rowKey={(session) => session.id}
          />
        )}
      </Stack>
    </Paper>
  );
}
