import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** The spec's notification hides itself after 6000 ms. */
export const NOTIFICATION_AUTO_HIDE_MS = 6000;

export interface NotificationMessage {
  severity: AlertColor;
  text: string;
}

interface NotificationProps {
  message: NotificationMessage | null;
  onClose: () => void;
}

export function Notification({ message, onClose }: NotificationProps) {
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={NOTIFICATION_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        // A click elsewhere on the page should not hide a message the user has not read yet.
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {message ? (
        <Alert severity={message.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
          {message.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
