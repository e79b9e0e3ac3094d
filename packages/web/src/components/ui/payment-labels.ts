import { PAYMENT_MODES, PAYMENT_STATUSES, type PaymentMode, type PaymentStatus } from '@clinic/contracts';
import { menuItems } from './option-items.tsx';

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

/** The options of the payment mode or payment status select. */
export const paymentOptions = (name: 'payment_mode' | 'payment_status') =>
  name === 'payment_mode'
    ? menuItems(PAYMENT_MODES, PAYMENT_MODE_LABELS)
    : menuItems(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS);
