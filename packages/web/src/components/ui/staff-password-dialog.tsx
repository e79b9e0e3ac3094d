import { useVerifyPassword } from '../../lib/verify-password.ts';
import { PasswordDialog } from './password-dialog.tsx';

interface StaffPasswordDialogProps {
  /** Why the password is asked, in one sentence. */
  explanation: string;
  /** The button that goes on once the password is right ("Leave", "Logout"). */
  confirmLabel: string;
  onCancel: () => void;
  onConfirmed: () => void;
}

/**
 * A device in the patient's hands goes back to the staff only with the signed-in account's
 * password (checked by the server, with the sign-in limits), never by a tap.
 */
export function StaffPasswordDialog({ explanation, confirmLabel, onCancel, onConfirmed }: StaffPasswordDialogProps) {
  const verify = useVerifyPassword();
  return (
    <PasswordDialog
      title="Staff password required"
      explanation={explanation}
      cancelLabel="Stay"
      confirmLabel={confirmLabel}
      error={verify.error}
      errorFallback="Checking the password failed"
      busy={verify.isPending}
      onCancel={onCancel}
      onSubmit={(password) => verify.mutate(password, { onSuccess: onConfirmed })}
    />
  );
}
