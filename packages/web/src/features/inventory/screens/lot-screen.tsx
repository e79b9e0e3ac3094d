import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  INVENTORY_MESSAGES,
  adjustmentAddsStock,
  adjustmentInputSchema,
  type Adjustment,
  type LotRecipient,
} from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { notifyOutcome } from '../../../lib/notify-outcome.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { useCan } from '../../../lib/authorization.ts';
import { formatDate, formatDateTime } from '../../../lib/date-time.ts';
import { useAdjustLot } from '../api/adjust-lot.ts';
import { useExportLotRecipients } from '../api/export-lot-recipients.ts';
import { useLot } from '../api/get-lot.ts';
import { useLotRecipients } from '../api/get-lot-recipients.ts';
import { InventoryFlags } from '../components/inventory-flags.tsx';
import { InventoryFormDialog } from '../components/inventory-form-dialog.tsx';
import { ADJUSTMENT_FIELDS, NEW_ADJUSTMENT } from '../lib/inventory-forms.ts';
import { ADJUSTMENT_LABELS } from '../lib/inventory-labels.ts';

const RECIPIENT_COLUMNS = (unit: string): Column<LotRecipient>[] => [
  {
    header: 'Patient',
    render: (row) => (
      <MuiLink component={Link} to={paths.patient.href(row.patient_id)}>
        {row.patient_name}
      </MuiLink>
    ),
  },
  { header: 'Phone', render: (row) => row.phone || '—' },
  { header: 'Email', render: (row) => row.email || '—' },
  {
    header: 'Procedure',
    render: (row) => (
      <MuiLink component={Link} to={paths.procedure.href(row.procedure_id)}>
        {row.procedure_name}
      </MuiLink>
    ),
  },
  { header: 'Date', render: (row) => formatDate(row.date) },
  { header: 'Doctor', render: (row) => row.doctor_name },
  {
    header: 'Points and amounts',
    render: (row) =>
      row.uses.map((use) => `${use.point ?? INVENTORY_MESSAGES.notOnAPoint}: ${use.amount} ${unit}`).join('; '),
  },
];

const ADJUSTMENT_COLUMNS = (unit: string): Column<Adjustment>[] => [
  { header: 'When', render: (row) => formatDateTime(row.created_at) },
  { header: 'Kind', render: (row) => ADJUSTMENT_LABELS[row.kind] },
  // Found stock comes in; every other kind goes out.
  { header: 'Quantity', render: (row) => `${adjustmentAddsStock(row.kind) ? '+' : '−'}${row.quantity} ${unit}` },
  { header: 'Reason', render: (row) => row.reason },
  { header: 'By', render: (row) => row.created_by ?? '—' },
];

/** /inventory/lots/{id}: a lot's stock and history, and every patient who received it (the recall). */
export function LotScreen() {
  const id = Number(useParams().id);
  const lot = useLot(id);
  const recipients = useLotRecipients(id);
  const exportCsv = useExportLotRecipients(id);
  const adjust = useAdjustLot(id);
  const mayManage = useCan('inventory.manage');
  const [adjusting, setAdjusting] = useState(false);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);

  if (lot.isPending) return <CircularProgress aria-label="Loading lot" />;
  if (lot.isError) return <Alert severity="error">Lot not found</Alert>;
  const { product, lot: current, adjustments } = lot.data;
  const unit = product.unit;

  return (
    <>
      <PageHeader
        title={`Lot ${current.lot_number}`}
        actions={
          <>
            {mayManage ? (
              <Button variant="outlined" onClick={() => setAdjusting(true)}>
                Adjust Stock
              </Button>
            ) : null}
            <Button
              variant="contained"
              disabled={exportCsv.isPending}
              onClick={() =>
                exportCsv.mutate(undefined, notifyOutcome(setNotice, 'The recipients were exported.', 'Export failed'))
              }
            >
              {exportCsv.isPending ? 'Exporting...' : 'Export Recipients CSV'}
            </Button>
          </>
        }
      />
      <MuiLink component={Link} to={paths.product.href(product.id)} sx={{ mb: 2, display: 'inline-block' }}>
        Back to {product.name}
      </MuiLink>
      <Typography>
        {product.name} · expires {formatDate(current.expiry_date)} · received {current.quantity_received} {unit} on{' '}
        {formatDate(current.received_date)}
        {current.supplier ? ` from ${current.supplier}` : ''}
      </Typography>
      <Typography variant="h6" component="p" sx={{ my: 1 }}>
        On hand: {current.on_hand} {unit} (used {current.used} {unit}, adjusted {current.adjusted} {unit})
      </Typography>
      <InventoryFlags flags={current.flags} />

      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Recipients
      </Typography>
      {recipients.data?.items.length === 0 ? <Typography>No patient has received this lot.</Typography> : null}
      {recipients.data && recipients.data.items.length > 0 ? (
        <ResponsiveTable
          label="Recipients"
          rows={recipients.data.items}
          columns={RECIPIENT_COLUMNS(unit)}
          rowKey={(row) => row.procedure_id}
        />
      ) : null}

      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Adjustments
      </Typography>
      {adjustments.length === 0 ? <Typography>No adjustments.</Typography> : null}
      {adjustments.length > 0 ? (
        <ResponsiveTable
          label="Adjustments"
          rows={adjustments}
          columns={ADJUSTMENT_COLUMNS(unit)}
          rowKey={(row) => row.id}
        />
      ) : null}

      {adjusting ? (
        <InventoryFormDialog
          title="Adjust Stock"
          submitLabel="Save Adjustment"
          fields={ADJUSTMENT_FIELDS}
          schema={adjustmentInputSchema}
          defaults={NEW_ADJUSTMENT}
          onSubmit={(values) => adjust.mutateAsync(values)}
          onClose={() => setAdjusting(false)}
          onSaved={() => {
            setAdjusting(false);
            setNotice({ severity: 'success', text: 'The adjustment was saved.' });
          }}
        />
      ) : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
