import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  INVENTORY_MESSAGES,
  lotInputSchema,
  productInputSchema,
  todayIsoDate,
  type Lot,
  type LotInput,
} from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { useCan } from '../../../lib/authorization.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { useCreateLot } from '../api/create-lot.ts';
import { useProduct } from '../api/get-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { InventoryFlags } from '../components/inventory-flags.tsx';
import { InventoryFormDialog } from '../components/inventory-form-dialog.tsx';
import { EDIT_PRODUCT_FIELDS, LOT_FIELDS, newLot, productValues } from '../lib/inventory-forms.ts';
import { CATEGORY_LABELS } from '../lib/inventory-labels.ts';

/** A lot past its expiry date is received only once the person confirms it. */
const isExpiredLot = (lot: LotInput) => lot.expiry_date !== '' && lot.expiry_date < todayIsoDate();

/** /inventory/products/{id}: one product's lots, earliest expiry first, and receiving a new one. */
export function ProductScreen() {
  const id = Number(useParams().id);
  const product = useProduct(id);
  const mayManage = useCan('inventory.manage');
  const createLot = useCreateLot(id);
  const updateProduct = useUpdateProduct(id);
  const [receiving, setReceiving] = useState(false);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);

  if (product.isPending) return <CircularProgress aria-label="Loading product" />;
  if (product.isError) return <Alert severity="error">Product not found</Alert>;
  const { unit } = product.data.product;
  const columns: Column<Lot>[] = [
    {
      header: 'Lot',
      render: (lot) => (
        <MuiLink component={Link} to={paths.lot.href(lot.id)}>
          {lot.lot_number}
        </MuiLink>
      ),
    },
    { header: 'Expiry', render: (lot) => formatDate(lot.expiry_date) },
    { header: 'Received', render: (lot) => `${lot.quantity_received} ${unit} on ${formatDate(lot.received_date)}` },
    { header: 'Used', render: (lot) => `${lot.used} ${unit}` },
    { header: 'Adjusted', render: (lot) => `${lot.adjusted} ${unit}` },
    { header: 'On hand', render: (lot) => `${lot.on_hand} ${unit}` },
    { header: 'Flags', render: (lot) => <InventoryFlags flags={lot.flags} /> },
  ];

  return (
    <>
      <PageHeader
        title={product.data.product.name}
        actions={
          mayManage ? (
            <>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                Edit Product
              </Button>
              <Button variant="contained" onClick={() => setReceiving(true)}>
                Receive Lot
              </Button>
            </>
          ) : null
        }
      />
      <MuiLink component={Link} to={paths.inventory.href()} sx={{ mb: 2, display: 'inline-block' }}>
        Back to Inventory
      </MuiLink>
      <Typography sx={{ mb: 2 }}>
        {CATEGORY_LABELS[product.data.product.category]} · counted in {unit} · low below{' '}
        {product.data.product.low_stock_threshold} {unit}
        {product.data.product.active ? '' : ' · inactive'}
      </Typography>
      {product.data.lots.length === 0 ? <Typography>No lots received yet.</Typography> : null}
      {product.data.lots.length > 0 ? (
        <ResponsiveTable label="Lots" rows={product.data.lots} columns={columns} rowKey={(lot) => lot.id} />
      ) : null}
      {receiving ? (
        <InventoryFormDialog
          title="Receive Lot"
          submitLabel="Receive Lot"
          fields={LOT_FIELDS}
          schema={lotInputSchema}
          defaults={newLot()}
          confirmation={(values) =>
            isExpiredLot(values)
              ? {
                  title: 'Receive expired stock?',
                  message: INVENTORY_MESSAGES.receivingExpired(values.expiry_date),
                  confirmLabel: 'Receive as expired',
                }
              : undefined
          }
          onSubmit={(values) => createLot.mutateAsync({ ...values, confirm_expired: isExpiredLot(values) })}
          onClose={() => setReceiving(false)}
          onSaved={(values) => {
            setReceiving(false);
            setNotice({ severity: 'success', text: `Lot ${values.lot_number} was received.` });
          }}
        />
      ) : null}
      {editing ? (
        <InventoryFormDialog
          title="Edit Product"
          submitLabel="Save Product"
          fields={EDIT_PRODUCT_FIELDS}
          schema={productInputSchema}
          defaults={productValues(product.data.product)}
          onSubmit={(values) => updateProduct.mutateAsync(values)}
          onClose={() => setEditing(false)}
          onSaved={(values) => {
            setEditing(false);
            setNotice({ severity: 'success', text: `${values.name} was saved.` });
          }}
        />
      ) : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
