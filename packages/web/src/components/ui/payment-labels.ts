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
