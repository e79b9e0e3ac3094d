import type { Note } from '@clinic/contracts';
import { AmendmentDialog } from '../../../components/signing/amendment-dialog.tsx';
import { useAmendNote } from '../api/amend-note.ts';

export function AmendNoteDialog({
  note,
  onClose,
  onAmended,
}: {
  note: Note;
  onClose: () => void;
  onAmended: () => void;
}) {
  const amend = useAmendNote();
  return (
    <AmendmentDialog
      title="Amend note"
      explanation="The signed note stays as it is; the amendment is shown after it, signed by you."
      sections={note.sections}
      error={amend.error}
      busy={amend.isPending}
      onCancel={onClose}
      onSubmit={(amendment) => amend.mutate({ id: note.id, ...amendment }, { onSuccess: onAmended })}
    />
  );
}
