import type { Note } from '@clinic/contracts';
import { PasswordDialog } from '../../../components/ui/password-dialog.tsx';
import { useSignNote } from '../api/sign-note.ts';

/** Signing asks for the signer's password again: the signature is theirs, not the open session's. */
export function SignNoteDialog({ note, onClose, onSigned }: { note: Note; onClose: () => void; onSigned: () => void }) {
  const sign = useSignNote();
  return (
    <PasswordDialog
      title="Sign note"
      explanation="Once signed, the note can no longer be edited; corrections are added as amendments."
      cancelLabel="Cancel"
      confirmLabel="Sign"
      error={sign.error}
      errorFallback="The note could not be signed."
      busy={sign.isPending}
      onCancel={onClose}
      onSubmit={(password) => sign.mutate({ id: note.id, password }, { onSuccess: onSigned })}
    />
  );
}
