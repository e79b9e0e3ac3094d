import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';

/** One refusal of a save; a new object each time, so the same words said twice take focus again. */
export interface SaveError {
  text: string;
}

/**
 * Why a save was refused, shown beside its Save button. It takes focus when it appears, so a
 * keyboard or screen-reader user lands on the reason instead of on a button that seemed to do nothing.
 */
export function SaveErrorAlert({ error }: { error: SaveError | null }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);
  return error ? (
    <Alert ref={alert} severity="error" tabIndex={-1}>
      {error.text}
    </Alert>
  ) : null;
}
