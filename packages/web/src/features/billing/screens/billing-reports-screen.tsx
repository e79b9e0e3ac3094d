import { useState } from 'react';
import { AGING_BUCKETS, AGING_BUCKET_LABELS, type AgingRow } from '@clinic/contracts';
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PesoAmount } from '../../../components/ui/peso-amount.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { useAging } from '../api/reports.ts';
import { ReportDownloads } from '../components/report-downloads.tsx';

const AGING_COLUMNS: Column<AgingRow>[] = [
  {
    header: 'Patient',
    render: (row) =>
      row.patient_id === null ? (
        row.patient_name
      ) : (
        <MuiLink component={Link} to={paths.patient.href(row.patient_id, 'billing')}>
          {row.patient_name}
        </MuiLink>
      ),
  },
  ...AGING_BUCKETS.map((bucket) => ({
    header: AGING_BUCKET_LABELS[bucket],
    render: (row: AgingRow) => <PesoAmount amount={row[bucket]} />,
  })),
  { header: 'Total owed', render: (row) => <PesoAmount amount={row.total} /> },
  { header: 'Invoices', render: (row) => row.invoice_count },
];

/** /billing/reports: balances owed by patient and age, and the sales journal and discount register as CSV. */
export function BillingReportsScreen() {
  const aging = useAging();
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const report = aging.data;

  return (
    <>
      <PageHeader title="Billing reports" />
      <Stack spacing={3}>
        <ReportDownloads onDownloaded={(text) => setNotice({ severity: 'success', text })} />
        <FormSection title="Balances owed by age">
          {aging.isPending ? <CircularProgress aria-label="Loading the balances owed" /> : null}
          {aging.isError ? <Alert severity="error">Failed to load the balances owed. Please try again.</Alert> : null}
          {report ? (
            <Stack spacing={2}>
              <Typography color="text.secondary">
                As of {formatDate(report.as_of)}, by days since each invoice was issued.
              </Typography>
              {report.rows.length === 0 ? (
                <Typography>No patient owes anything.</Typography>
              ) : (
                <>
                  <ResponsiveTable
                    label="Balances owed by age"
                    rows={report.rows}
                    columns={AGING_COLUMNS}
                    rowKey={(row) => row.patient_id ?? `buyer-${row.patient_name}`}
                  />
                  <Typography component="p" sx={{ fontWeight: 600 }}>
                    Total owed: <PesoAmount amount={report.totals.total} /> (
                    {AGING_BUCKETS.map((bucket, index) => (
                      <span key={bucket}>
                        {index > 0 ? ' · ' : ''}
                        {AGING_BUCKET_LABELS[bucket]} <PesoAmount amount={report.totals[bucket]} />
                      </span>
                    ))}
                    )
                  </Typography>
                </>
              )}
            </Stack>
          ) : null}
        </FormSection>
      </Stack>
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
