import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/** The spec's notification: bottom of the screen, hidden after 6000 ms. */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Snackbar open={notice !== null} autoHideDuration={6000} onClose={onClose}>
      {notice ? (
        <Alert severity={notice.severity} onClose={onClose} variant="filled" sx={{ width: '100%' }}>
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
