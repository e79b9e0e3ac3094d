import type { PaymentMode, PaymentStatus } from '../transactions/transaction.schemas.ts';

export interface TransactionInputData {
  procedure_id: number;
  amount: string;
  payment_mode: PaymentMode;
  payment_status: PaymentStatus;
  payment_date: string;
}

/** A create-transaction payload; the procedure must exist, so its id is required. */
export function buildTransactionInput(
  procedureId: number,
  overrides: Partial<Omit<TransactionInputData, 'procedure_id'>> = {},
): TransactionInputData {
  return {
    procedure_id: procedureId,
    amount: '1500.50',
    payment_mode: 'cash',
    payment_status: 'pending',
    payment_date: '2025-03-15',
    ...overrides,
  };
}
