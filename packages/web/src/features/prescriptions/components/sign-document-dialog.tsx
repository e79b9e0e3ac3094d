import { SigningDialog } from '../../../components/signing/signing-dialog.tsx';
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

/** Signing asks for the doctor's password or authenticator code again, as a note's signing does. */
export function SignDocumentDialog({ collection, id, name, failed, onClose, onSigned }: SignDocumentDialogProps) {
  const sign = useSignDocument(collection);
  return (
    <SigningDialog
      title={`Sign ${name}`}
      explanation={`Once signed, the ${name} can no longer be changed; it can be printed, and revoked with a reason.`}
      error={sign.error}
      errorFallback={failed}
      busy={sign.isPending}
      onCancel={onClose}
      onSubmit={(proof) => sign.mutate({ id, ...proof }, { onSuccess: onSigned })}
    />
  );
}
