import type { Note } from '@clinic/contracts';
import { SigningDialog } from '../../../components/signing/signing-dialog.tsx';
import { useSignNote } from '../api/sign-note.ts';

export function SignNoteDialog({ note, onClose, onSigned }: { note: Note; onClose: () => void; onSigned: () => void }) {
  const sign = useSignNote();
  return (
    <SigningDialog
      title="Sign note"
      explanation="Once signed, the note can no longer be edited; corrections are added as amendments."
      error={sign.error}
      errorFallback="The note could not be signed."
      busy={sign.isPending}
      onCancel={onClose}
      onSubmit={(proof) => sign.mutate({ id: note.id, ...proof }, { onSuccess: onSigned })}
    />
  );
}
