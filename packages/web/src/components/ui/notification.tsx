import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/** The spec's notification hides itself after 6000 ms. */
export const NOTIFICATION_AUTO_HIDE_MS = 6000;

export interface NotificationMessage {
  severity: AlertColor;
  text: string;
  /** One action offered while the message shows, such as Undo. */
  action?: { label: string; onClick: () => void };
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
        <Alert
          severity={message.severity}
          variant="filled"
          onClose={onClose}
          action={
            message.action ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  message.action?.onClick();
                  onClose();
                }}
              >
                {message.action.label}
              </Button>
            ) : undefined
          }
          sx={{ width: '100%' }}
        >
          {message.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
