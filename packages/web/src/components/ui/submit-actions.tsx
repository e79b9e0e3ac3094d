import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface SubmitActionsProps {
  submitLabel: ReactNode;
  onCancel: () => void;
  /** Greys the submit button out while the form's request is on its way. */
  busy: boolean;
  /** `error` for an act that undoes or withdraws something (a revoke, a void). */
  color?: ButtonProps['color'];
}

/** A form dialog's closing row: Cancel, then the button that submits the form. */
export function SubmitActions({ submitLabel, onCancel, busy, color }: SubmitActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="submit" color={color} variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
