import { amountFromTyping, type PaymentMode, type PaymentStatus } from '@clinic/contracts';
import TextField from '@mui/material/TextField';
import { paymentOptions } from '../../../components/ui/payment-labels.ts';

export interface TransactionDraft {
  amount: string;
  payment_mode: PaymentMode;
  payment_status: PaymentStatus;
  payment_date: string;
}

export type DraftField = keyof TransactionDraft;

const SELECT_LABELS = { payment_mode: 'Payment Mode', payment_status: 'Payment Status' } as const;

interface EditFieldProps {
  name: DraftField;
  draft: TransactionDraft;
  onChange: (draft: TransactionDraft) => void;
  /** The server's word on this field after a refused save. */
  error?: string | undefined;
}

/** One cell of the inline edit row; the amount box takes only digits and one point with 2 decimals. */
export function TransactionEditField({ name, draft, onChange, error }: EditFieldProps) {
  const set = (value: string) => onChange({ ...draft, [name]: value });
  const problem = { error: error !== undefined, helperText: error };
  switch (name) {
    case 'amount':
      return (
        <TextField
          size="small"
          {...problem}
          label="Amount"
          value={draft.amount}
          onChange={(event) => {
            const amount = amountFromTyping(event.target.value);
            if (amount !== undefined) set(amount);
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: 140 }}
        />
      );
    case 'payment_mode':
    case 'payment_status':
      return (
        <TextField
          select
          size="small"
          {...problem}
          label={SELECT_LABELS[name]}
          value={draft[name]}
          onChange={(e) => set(e.target.value)}
        >
          {paymentOptions(name)}
        </TextField>
      );
    case 'payment_date':
      return (
        <TextField
          size="small"
          {...problem}
          type="date"
          label="Payment Date"
          value={draft.payment_date}
          onChange={(e) => set(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
  }
}
