import { Link } from 'react-router';
import { formatPeso, toCentavos, type CreditMemoSummary } from '@clinic/contracts';
import MuiLink from '@mui/material/Link';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { TENDER_LABELS } from '../lib/billing-labels.ts';

const COLUMNS: Column<CreditMemoSummary>[] = [
  {
    header: 'Number',
    render: (memo) => (
      <MuiLink component={Link} to={paths.creditMemo.href(memo.id)}>
        {memo.number}
      </MuiLink>
    ),
  },
  { header: 'Issued', render: (memo) => formatDateTime(memo.issued_at) },
  { header: 'Credited', render: (memo) => formatPeso(memo.total) },
  {
    header: 'Paid back',
    // Nothing is paid back while the invoice is still owed more than the memo credits: its balance goes down instead.
    render: (memo) =>
      toCentavos(memo.refunded) > 0
        ? `${formatPeso(memo.refunded)} (${TENDER_LABELS[memo.tender]})`
        : 'None: the balance was lowered',
  },
];

/** The credit memos against an invoice, each linking to its own page. */
export function CreditMemoList({ memos }: { memos: readonly CreditMemoSummary[] }) {
  return (
    <ResponsiveTable
      label="Credit memos"
      rows={memos}
      columns={COLUMNS}
      rowKey={(memo) => memo.id}
      empty="No credit memos."
    />
  );
}
