import type { PaymentMode, PaymentStatus } from '@clinic/contracts';

export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  cash: 'Cash',
  card: 'Card',
  paymaya: 'PayMaya',
  other: 'Other',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { paid: 'Paid', pending: 'Pending' };

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, 'success' | 'warning'> = {
  paid: 'success',
  pending: 'warning',
};

/** The payment fields' labels, as the procedure form shows them. */
export const PAYMENT_FIELD_LABELS = {
  amount: 'Amount',
  payment_mode: 'Payment mode',
  payment_status: 'Payment status',
  payment_date: 'Payment date',
} as const;
