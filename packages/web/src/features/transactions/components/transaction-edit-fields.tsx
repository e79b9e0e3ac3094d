import {
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  amountFromTyping,
  type PaymentMode,
  type PaymentStatus,
} from '@clinic/contracts';
import TextField from '@mui/material/TextField';
import { PAYMENT_MODE_LABELS, PAYMENT_STATUS_LABELS } from '../../../components/ui/payment-labels.ts';
import { menuItems } from '../../../components/ui/option-items.tsx';

export interface TransactionDraft {
  amount: string;
  payment_mode: PaymentMode;
  payment_status: PaymentStatus;
  payment_date: string;
}

export type DraftField = keyof TransactionDraft;

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
      return (
        <TextField
          select
          size="small"
          {...problem}
          label="Payment Mode"
          value={draft.payment_mode}
          onChange={(e) => set(e.target.value)}
        >
          {menuItems(PAYMENT_MODES, PAYMENT_MODE_LABELS)}
        </TextField>
      );
    case 'payment_status':
      return (
        <TextField
          select
          size="small"
          {...problem}
          label="Payment Status"
          value={draft.payment_status}
          onChange={(e) => set(e.target.value)}
        >
          {menuItems(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS)}
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
