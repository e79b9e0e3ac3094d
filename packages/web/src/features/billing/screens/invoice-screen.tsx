import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  formatPeso,
  fromCentavos,
  recordIdSchema,
  toCentavos,
  type Invoice,
  type InvoiceLine,
  type InvoicePayment,
} from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/authorization.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocationNotice } from '../../../lib/location-notice.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { useOpenInvoicePdf } from '../api/open-billing-pdf.ts';
import { CreditMemoDialog } from '../components/credit-memo-dialog.tsx';
import { CreditMemoList } from '../components/credit-memo-list.tsx';
import { InvoiceStatusChip } from '../components/invoice-status-chip.tsx';
import { InvoiceTotalsPanel } from '../components/invoice-totals-panel.tsx';
import { PrintButtons } from '../components/print-buttons.tsx';
import { TakePaymentForm } from '../components/take-payment-form.tsx';
import { VoidInvoiceDialog } from '../components/void-invoice-dialog.tsx';
import { TENDER_LABELS } from '../lib/billing-labels.ts';
import { creditableLines } from '../lib/credit-memo-form.ts';

const LINE_COLUMNS: Column<InvoiceLine>[] = [
  { header: 'Description', render: (line) => line.description },
  {
    header: 'Quantity',
    render: (line) =>
      line.credited_quantity > 0 ? `${line.quantity} (${line.credited_quantity} credited)` : line.quantity,
  },
  { header: 'Unit price', render: (line) => formatPeso(line.unit_price) },
  {
    header: 'Discount',
    render: (line) =>
      formatPeso(
        fromCentavos(
          [line.line_discount, line.senior_pwd_discount, line.invoice_discount]
            .map(toCentavos)
            .reduce((a, b) => a + b, 0),
        ),
      ),
  },
  { header: 'Amount', render: (line) => formatPeso(line.net) },
];

const PAYMENT_COLUMNS: Column<InvoicePayment>[] = [
  { header: 'Taken', render: (payment) => formatDateTime(payment.taken_at) },
  { header: 'Tender', render: (payment) => TENDER_LABELS[payment.tender] },
  { header: 'Reference', render: (payment) => payment.reference ?? '—' },
  { header: 'Amount', render: (payment) => formatPeso(payment.amount) },
  { header: 'Taken by', render: (payment) => payment.taken_by },
];

const PDF_FAILED = 'The PDF could not be opened. Please try again.';

/** An invoice that is issued and not void, with something left to return. */
const mayBeCredited = (invoice: Invoice) =>
  invoice.status !== 'draft' && invoice.status !== 'void' && creditableLines(invoice).length > 0;

const titleOf = (invoice: Invoice) => (invoice.number ? `Invoice ${invoice.number}` : `Draft invoice ${invoice.id}`);

/**
 * /billing/invoices/:id: an invoice's lines, totals, payments and credit memos; taking a payment,
 * voiding it, and crediting some of it back.
 */
export function InvoiceScreen() {
  const id = recordIdSchema().safeParse(useParams().id);
  const invoice = useInvoice(id.success ? id.data : 0);
  const openedWith = useLocationNotice();
  const [notice, setNotice] = useState<NotificationMessage | null>(
    openedWith ? { severity: 'success', text: openedWith } : null,
  );
  const [voiding, setVoiding] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const navigate = useNavigate();
  const mayWrite = useCan('invoice.write');
  const mayVoid = useCan('invoice.void');
  const mayCredit = useCan('invoice.creditMemo');
  const openPdf = useOpenInvoicePdf(id.success ? id.data : 0);

  if (invoice.isPending) return <CircularProgress aria-label="Loading the invoice" />;
  if (invoice.isError) return <Alert severity="error">Invoice not found.</Alert>;
  const data = invoice.data;
  const open = data.status === 'issued' || data.status === 'partially_paid';
  return (
    <>
      <PageHeader
        title={titleOf(data)}
        actions={
          data.number ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <PrintButtons onPrint={openPdf.mutate} />
              {mayCredit && mayBeCredited(data) ? (
                <Button variant="outlined" onClick={() => setCrediting(true)}>
                  Issue credit memo
                </Button>
              ) : null}
              {mayVoid && data.status !== 'void' ? (
                <Button color="error" variant="outlined" onClick={() => setVoiding(true)}>
                  Void
                </Button>
              ) : null}
            </Stack>
          ) : null
        }
      />
      {openPdf.isError ? <Alert severity="error">{errorMessage(openPdf.error, PDF_FAILED)}</Alert> : null}
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <InvoiceStatusChip status={data.status} />
          <Typography>{data.patient_name}</Typography>
          <Typography color="text.secondary">Issued {formatDateTime(data.issued_at)}</Typography>
        </Stack>
        {data.status === 'void' ? (
          <Alert severity="warning">
            Voided {formatDateTime(data.voided_at)}: {data.void_reason}
          </Alert>
        ) : null}
        <FormSection title="Lines">
          <ResponsiveTable label="Invoice lines" rows={data.lines} columns={LINE_COLUMNS} rowKey={(line) => line.id} />
        </FormSection>
        <FormSection title="Totals">
          <InvoiceTotalsPanel totals={data.totals} />
        </FormSection>
        <FormSection title="Payments">
          {data.payments.length === 0 ? (
            <Typography>No payments yet.</Typography>
          ) : (
            <ResponsiveTable
              label="Payments"
              rows={data.payments}
              columns={PAYMENT_COLUMNS}
              rowKey={(payment) => payment.id}
            />
          )}
        </FormSection>
        {data.number ? (
          <FormSection title="Credit memos">
            <CreditMemoList memos={data.credit_memos} />
          </FormSection>
        ) : null}
        {mayWrite && open ? (
          <FormSection title="Take payment">
            <TakePaymentForm
              invoiceId={data.id}
              balance={data.totals.balance}
              onTaken={(text) => setNotice({ severity: 'success', text })}
            />
          </FormSection>
        ) : null}
      </Stack>
      {voiding && data.number ? (
        <VoidInvoiceDialog
          invoiceId={data.id}
          number={data.number}
          onClose={() => setVoiding(false)}
          onVoided={(text) => {
            setVoiding(false);
            setNotice({ severity: 'success', text });
          }}
        />
      ) : null}
      {crediting ? (
        <CreditMemoDialog
          invoice={data}
          onClose={() => setCrediting(false)}
          onIssued={(memo) =>
            void navigate(paths.creditMemo.href(memo.id), {
              state: { notice: `Credit memo ${memo.number} was issued.` },
            })
          }
        />
      ) : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
