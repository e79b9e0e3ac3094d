import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CREDIT_ENTRY_LABELS, PAGE_SIZE, formatPeso, type CreditEntry, type PatientPayments } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PesoAmount } from '../../../components/ui/peso-amount.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { usePatientCredit, usePatientPayments } from '../api/patient-account.ts';
import { INVOICE_COLUMNS } from './invoice-columns.tsx';
import { TENDER_LABELS } from '../lib/billing-labels.ts';

type PaymentRow = PatientPayments['payments'][number];

// The tab is the patient's own: the list's patient column would say the same name on every row.
const PATIENT_INVOICE_COLUMNS = INVOICE_COLUMNS.filter((column) => column.header !== 'Patient');

const invoiceLink = (id: number | null, number: string | null) =>
  id === null ? (
    '—'
  ) : (
    <MuiLink component={Link} to={paths.invoice.href(id)}>
      {number ?? `Draft ${id}`}
    </MuiLink>
  );

const PAYMENT_COLUMNS: Column<PaymentRow>[] = [
  { header: 'Taken', render: (payment) => formatDateTime(payment.taken_at) },
  { header: 'Invoice', render: (payment) => invoiceLink(payment.invoice_id, payment.invoice_number) },
  { header: 'Tender', render: (payment) => TENDER_LABELS[payment.tender] },
  { header: 'Amount', render: (payment) => <PesoAmount amount={payment.amount} /> },
  { header: 'Reference', render: (payment) => payment.reference ?? '—' },
  { header: 'Taken by', render: (payment) => payment.taken_by },
];

const CREDIT_COLUMNS: Column<CreditEntry>[] = [
  { header: 'Date', render: (entry) => formatDateTime(entry.created_at) },
  { header: 'What', render: (entry) => CREDIT_ENTRY_LABELS[entry.kind] },
  { header: 'Invoice', render: (entry) => invoiceLink(entry.invoice_id, entry.invoice_number) },
  {
    header: 'Credit memo',
    render: (entry) =>
      entry.credit_memo_id === null ? (
        '—'
      ) : (
        <MuiLink component={Link} to={paths.creditMemo.href(entry.credit_memo_id)}>
          {entry.credit_memo_number}
        </MuiLink>
      ),
  },
  { header: 'Amount', render: (entry) => <PesoAmount amount={entry.amount} /> },
];

function Figure({ label, amount }: { label: string; amount: string | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 180 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0 }}>
        {amount === undefined ? '…' : formatPeso(amount)}
      </Typography>
    </Paper>
  );
}

interface TableSectionProps<Row> {
  title: string;
  /** The table's name, when it is not the section's title. */
  label?: string;
  /** Undefined until loaded. */
  rows: readonly Row[] | undefined;
  columns: readonly Column<Row>[];
  empty: string;
  /** After the table: its loading sign and its pages. */
  children?: ReactNode;
}

/** A titled part of the tab: its rows as a table, or cards on phones, once they are loaded. */
function TableSection<Row extends { id: number }>({
  title,
  label = title,
  rows,
  columns,
  empty,
  children,
}: TableSectionProps<Row>) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows ? (
        <ResponsiveTable label={label} rows={rows} columns={columns} rowKey={(row) => row.id} empty={empty} />
      ) : null}
      {children}
    </Box>
  );
}

/** The patient profile's Billing tab: what the patient owes and holds as credit, their invoices, payments and credit. */
export function PatientBillingTab({ patientId }: { patientId: number }) {
  const [page, setPage] = useState(1);
  const invoices = useInvoices({ patient_id: patientId, page, pageSize: PAGE_SIZE });
  const account = usePatientPayments(patientId);
  const credit = usePatientCredit(patientId);
  const failed = invoices.isError || account.isError || credit.isError;

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        Billing
      </Typography>
      {failed ? <Alert severity="error">Failed to load the patient&apos;s billing. Please try again.</Alert> : null}
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
        <Figure label="Balance owed" amount={account.data?.balance_owed} />
        <Figure label="Credit balance" amount={credit.data?.balance} />
      </Box>
      <TableSection
        title="Invoices"
        rows={invoices.data?.items}
        columns={PATIENT_INVOICE_COLUMNS}
        empty="No invoices yet."
      >
        {invoices.isPending ? <CircularProgress aria-label="Loading invoices" /> : null}
        {invoices.data && invoices.data.totalPages > 1 ? (
          <Box sx={{ mt: 2 }}>
            <Pagination page={page} totalPages={invoices.data.totalPages} onPageChange={setPage} />
          </Box>
        ) : null}
      </TableSection>
      <TableSection title="Payments" rows={account.data?.payments} columns={PAYMENT_COLUMNS} empty="No payments yet." />
      <TableSection
        title="Credit"
        label="Credit ledger"
        rows={credit.data?.entries}
        columns={CREDIT_COLUMNS}
        empty="No credit yet."
      />
    </Stack>
  );
}
