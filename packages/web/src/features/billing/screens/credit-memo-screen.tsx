import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatPeso, recordIdSchema, toCentavos, type CreditMemo } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocationNotice } from '../../../lib/location-notice.ts';
import { useCreditMemo } from '../api/credit-memos.ts';
import { useOpenCreditMemoPdf } from '../api/open-billing-pdf.ts';
import { PrintButtons } from '../components/print-buttons.tsx';
import { TENDER_LABELS } from '../lib/billing-labels.ts';

type MemoLine = CreditMemo['lines'][number];

const LINE_COLUMNS: Column<MemoLine>[] = [
  { header: 'Description', render: (line) => line.description },
  { header: 'Quantity', render: (line) => line.quantity },
  { header: 'Amount', render: (line) => formatPeso(line.amount) },
  { header: 'VAT', render: (line) => formatPeso(line.vat) },
  {
    header: 'Back in stock',
    render: (line) => (line.kind !== 'product' ? 'Not stocked' : line.returned_to_stock ? 'Yes' : 'No'),
  },
];

const PDF_FAILED = 'The PDF could not be opened. Please try again.';

/** A list of labelled facts, two columns wide on a desk and one on a phone. */
function Facts({ label, facts }: { label: string; facts: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /billing/credit-memos/:id: a return or refund, the invoice it credits, what it gave back, and its print. */
export function CreditMemoScreen() {
  const id = recordIdSchema().safeParse(useParams().id);
  const memo = useCreditMemo(id.success ? id.data : 0);
  const openPdf = useOpenCreditMemoPdf(id.success ? id.data : 0);
  const openedWith = useLocationNotice();
  const [notice, setNotice] = useState<NotificationMessage | null>(
    openedWith ? { severity: 'success', text: openedWith } : null,
  );

  if (memo.isPending) return <CircularProgress aria-label="Loading the credit memo" />;
  if (memo.isError) return <Alert severity="error">Credit memo not found.</Alert>;
  const data = memo.data;
  return (
    <>
      <PageHeader title={`Credit memo ${data.number}`} actions={<PrintButtons onPrint={openPdf.mutate} />} />
      {openPdf.isError ? <Alert severity="error">{errorMessage(openPdf.error, PDF_FAILED)}</Alert> : null}
      <Stack spacing={2}>
        <Facts
          label="Credit memo"
          facts={[
            ['Issued', formatDateTime(data.issued_at)],
            [
              'Credits invoice',
              <MuiLink key="invoice" component={Link} to={paths.invoice.href(data.invoice_id)}>
                {data.invoice_number}
              </MuiLink>,
            ],
            ['Buyer', data.patient_name],
            ['Reason', data.reason],
          ]}
        />
        <FormSection title="Lines">
          <ResponsiveTable
            label="Credited lines"
            rows={data.lines}
            columns={LINE_COLUMNS}
            rowKey={(line) => line.invoice_line_id}
          />
        </FormSection>
        <FormSection title="Totals">
          <Facts
            label="Credit memo totals"
            facts={[
              ['Credited', formatPeso(data.total)],
              ['VAT in it', formatPeso(data.vat)],
              ['Paid back', formatPeso(data.refunded)],
              ['Paid back as', TENDER_LABELS[data.tender]],
              ...(data.reference ? ([['Reference', data.reference]] as [string, string][]) : []),
            ]}
          />
          {toCentavos(data.refunded) === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Nothing was paid back: the invoice&apos;s balance was lowered instead.
            </Typography>
          ) : null}
        </FormSection>
      </Stack>
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
