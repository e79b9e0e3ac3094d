import { useState, type FormEvent } from 'react';
import { formatPeso, TENDERS, TENDERS_WITHOUT_REFERENCE, type Tender } from '@clinic/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { menuItems } from '../../../components/ui/option-items.tsx';
import { SaveErrorAlert, type SaveError } from '../../../components/ui/save-error-alert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useTakePayment } from '../api/invoice-writes.ts';
import { TENDER_LABELS } from '../lib/billing-labels.ts';

interface TakePaymentFormProps {
  invoiceId: number;
  balance: string;
  onTaken: (text: string) => void;
}

/** A payment on an issued invoice: one tender, its amount, and its reference where the tender has one. */
export function TakePaymentForm({ invoiceId, balance, onTaken }: TakePaymentFormProps) {
  const [tender, setTender] = useState<Tender>('cash');
  const [amount, setAmount] = useState(balance);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<SaveError | null>(null);
  const take = useTakePayment(invoiceId, (invoice, payment) => {
    setReference('');
    setAmount(invoice.totals.balance);
    onTaken(`The payment of ${formatPeso(String(payment.amount))} was recorded.`);
  });
  const needsReference = !TENDERS_WITHOUT_REFERENCE.includes(tender);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    take.mutate(
      { tender, amount, reference: needsReference ? reference : undefined },
      {
        onError: (failure) => setError({ text: errorMessage(failure, 'The payment could not be recorded.') }),
      },
    );
  }

  return (
    <Box component="form" aria-label="Take payment" onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}>
        <TextField
          select
          size="small"
          label="Tender"
          value={tender}
          onChange={(event) => setTender(event.target.value as Tender)}
        >
          {menuItems(TENDERS, TENDER_LABELS)}
        </TextField>
        <TextField
          size="small"
          label="Amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {needsReference ? (
          <TextField
            size="small"
            required
            label="Reference"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        ) : null}
      </Box>
      <SaveErrorAlert error={error} />
      <Box>
        <Button type="submit" variant="contained" disabled={take.isPending}>
          Take payment
        </Button>
      </Box>
    </Box>
  );
}
