import { useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SaveErrorAlert, type SaveError } from '../../../components/ui/save-error-alert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useVoidInvoice } from '../api/invoice-writes.ts';
import { SubmitActions } from '../../../components/ui/submit-actions.tsx';
import { ReasonField } from '../../../components/ui/reason-field.tsx';

interface VoidInvoiceDialogProps {
  invoiceId: number;
  number: string;
  onClose: () => void;
  onVoided: (text: string) => void;
}

/** Voiding an issued invoice, for a reason the record keeps: its number stays used. */
export function VoidInvoiceDialog({ invoiceId, number, onClose, onVoided }: VoidInvoiceDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<SaveError | null>(null);
  const voidInvoice = useVoidInvoice(invoiceId);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    voidInvoice.mutate(
      { reason },
      {
        onSuccess: () => onVoided(`Invoice ${number} was voided.`),
        onError: (failure) => setError({ text: errorMessage(failure, 'The invoice could not be voided.') }),
      },
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="void-invoice-title" fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id="void-invoice-title">Void invoice {number}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <ReasonField required autoFocus multiline minRows={2} value={reason} onChange={setReason} sx={{ mt: 1 }} />
          <SaveErrorAlert error={error} />
        </DialogContent>
        <SubmitActions submitLabel="Void invoice" color="error" onCancel={onClose} busy={voidInvoice.isPending} />
      </form>
    </Dialog>
  );
}
