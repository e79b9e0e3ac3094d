import { useEffect, useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { onSessionDeadline, sessionEndsAt } from '../../../lib/session-deadline.ts';

/** How long before the idle limit the warning comes. */
export const SESSION_WARNING_MS = 2 * 60_000;

/**
 * Two minutes before the session would end for inactivity, offers to keep it. Any answer of the
 * server moves the deadline, so using the portal in the meantime closes the warning by itself.
 */
export function SessionEndingWarning() {
  const endsAt = useSyncExternalStore(onSessionDeadline, sessionEndsAt);
  const [dueFor, setDueFor] = useState<number | null>(null);
  // Any signed-in call counts as use; reading the account is the cheapest.
  const stay = useMutation({ mutationFn: () => api.get('/users/me') });

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setTimeout(() => setDueFor(endsAt), Math.max(0, endsAt - SESSION_WARNING_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [endsAt]);

  return (
    <Dialog open={dueFor !== null && dueFor === endsAt} aria-labelledby="session-ending-title">
      <DialogTitle id="session-ending-title">Your session is about to end</DialogTitle>
      <DialogContent>
        <DialogContentText>
          For your patients' privacy you will be signed out in two minutes unless you carry on.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => stay.mutate()} disabled={stay.isPending} autoFocus>
          Stay signed in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
