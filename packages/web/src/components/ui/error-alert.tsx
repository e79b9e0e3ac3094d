import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorMessage } from '../../lib/api-error.ts';

interface ErrorAlertProps {
  /** The failed call's error; nothing is shown while there is none. */
  error: unknown;
  /** The screen's words when the server gives no reason. */
  fallback: string;
  /** The screen's words when the server could not be reached, where the spec names them. */
  networkFallback?: string;
  sx?: SxProps<Theme>;
}

/** Why a call failed, in the server's words or the screen's own. */
export function ErrorAlert({ error, fallback, networkFallback, sx }: ErrorAlertProps) {
  return error ? (
    <Alert severity="error" sx={sx}>
      {errorMessage(error, fallback, networkFallback)}
    </Alert>
  ) : null;
}
