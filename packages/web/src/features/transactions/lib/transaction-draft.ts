import { normaliseAmount, type Transaction, type UpdateTransactionInput } from '@clinic/contracts';
import type { TransactionDraft } from '../components/transaction-edit-fields.tsx';

export const draftOf = (row: Transaction): TransactionDraft => ({
  amount: row.amount,
  payment_mode: row.payment_mode,
  payment_status: row.payment_status,
  payment_date: row.payment_date,
});

/** The PUT body of an inline edit: the amount normalised by the spec's rule (blank is 0). */
export const changesOf = (draft: TransactionDraft): UpdateTransactionInput => ({
  ...draft,
  amount: normaliseAmount(draft.amount) ?? draft.amount,
});
