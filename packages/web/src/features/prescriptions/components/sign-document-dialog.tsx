import { PasswordDialog } from '../../../components/ui/password-dialog.tsx';
import { useSignDocument } from '../api/sign-document.ts';
import type { DocumentCollection } from '../api/prescription-query-keys.ts';

interface SignDocumentDialogProps {
  collection: DocumentCollection;
  id: number;
  /** "prescription" or "medical certificate", as the dialog names it. */
  name: string;
  failed: string;
  onClose: () => void;
  onSigned: () => void;
}

/** Signing asks for the doctor's password again, as a note's signing does: the signature is theirs. */
export function SignDocumentDialog({ collection, id, name, failed, onClose, onSigned }: SignDocumentDialogProps) {
  const sign = useSignDocument(collection);
  return (
    <PasswordDialog
      title={`Sign ${name}`}
      explanation={`Once signed, the ${name} can no longer be changed; it can be printed, and revoked with a reason.`}
      cancelLabel="Cancel"
      confirmLabel="Sign"
      error={sign.error}
      errorFallback={failed}
      busy={sign.isPending}
      onCancel={onClose}
      onSubmit={(password) => sign.mutate({ id, password }, { onSuccess: onSigned })}
    />
  );
}
