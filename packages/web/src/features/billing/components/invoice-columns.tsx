import { Link } from 'react-router';
import type { InvoiceSummary } from '@clinic/contracts';
import MuiLink from '@mui/material/Link';
import { PesoAmount } from '../../../components/ui/peso-amount.tsx';
import type { Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

/** An invoice's row in a list: its number links to its page. */
export const INVOICE_COLUMNS: Column<InvoiceSummary>[] = [
  {
    header: 'Number',
    render: (invoice) => (
      <MuiLink component={Link} to={paths.invoice.href(invoice.id)}>
        {invoice.number ?? `Draft ${invoice.id}`}
      </MuiLink>
    ),
  },
  { header: 'Patient', render: (invoice) => invoice.patient_name },
  { header: 'Issued', render: (invoice) => formatDateTime(invoice.issued_at) },
  { header: 'Status', render: (invoice) => <InvoiceStatusChip status={invoice.status} /> },
  { header: 'Total', render: (invoice) => <PesoAmount amount={invoice.total_due} /> },
  { header: 'Balance', render: (invoice) => <PesoAmount amount={invoice.balance} /> },
];
