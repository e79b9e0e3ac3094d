import type { InvoiceStatus } from '@clinic/contracts';
import Chip from '@mui/material/Chip';
import { INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS } from '../lib/billing-labels.ts';

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <Chip size="small" label={INVOICE_STATUS_LABELS[status]} color={INVOICE_STATUS_COLORS[status]} />;
}
