import type { InvoiceStatus, Tender } from '@clinic/contracts';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  draft: 'default',
  issued: 'info',
  partially_paid: 'warning',
  paid: 'success',
  void: 'error',
};

export const TENDER_LABELS: Record<Tender, string> = {
  cash: 'Cash',
  card: 'Card',
  gcash: 'GCash',
  maya: 'Maya',
  qrph: 'QR Ph',
  bank_transfer: 'Bank transfer',
  patient_credit: 'Patient credit',
  other: 'Other',
};
