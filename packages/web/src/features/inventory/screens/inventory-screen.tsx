import { useState } from 'react';
import { Link } from 'react-router';
import { productInputSchema, type InventoryItem } from '@clinic/contracts';
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
import { useCreateProduct } from '../api/create-product.ts';
import { useInventory } from '../api/get-inventory.ts';
import { InventoryFlags } from '../components/inventory-flags.tsx';
import { InventoryFormDialog } from '../components/inventory-form-dialog.tsx';
import { NEW_PRODUCT, PRODUCT_FIELDS } from '../lib/inventory-forms.ts';
import { CATEGORY_LABELS } from '../lib/inventory-labels.ts';

const COLUMNS: Column<InventoryItem>[] = [
  {
    header: 'Product',
    render: (item) => (
      <MuiLink component={Link} to={paths.product.href(item.id)}>
        {item.name}
      </MuiLink>
    ),
  },
  { header: 'Category', render: (item) => CATEGORY_LABELS[item.category] },
  { header: 'Usable', render: (item) => `${item.usable_on_hand} ${item.unit}` },
  {
    header: 'Expired',
    render: (item) => (item.expired_on_hand > 0 ? `${item.expired_on_hand} ${item.unit}` : '—'),
  },
  { header: 'Nearest expiry', render: (item) => (item.nearest_expiry ? formatDate(item.nearest_expiry) : '—') },
  { header: 'Flags', render: (item) => <InventoryFlags flags={item.flags} /> },
];

/** /inventory: every product with what is on hand, its nearest expiry and what needs attention. */
export function InventoryScreen() {
  const inventory = useInventory();
  const mayManage = useCan('inventory.manage');
  const createProduct = useCreateProduct();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);

  return (
    <>
      <PageHeader
        title="Inventory"
        actions={
          mayManage ? (
            <Button variant="contained" onClick={() => setAdding(true)}>
              Add Product
            </Button>
          ) : null
        }
      />
      {inventory.isPending ? <CircularProgress aria-label="Loading inventory" /> : null}
      {inventory.isError ? <Alert severity="error">Failed to load the inventory. Please try again.</Alert> : null}
      {inventory.data?.items.length === 0 ? <Typography>No products yet.</Typography> : null}
      {inventory.data && inventory.data.items.length > 0 ? (
        <ResponsiveTable label="Products" rows={inventory.data.items} columns={COLUMNS} rowKey={(item) => item.id} />
      ) : null}
      {adding ? (
        <InventoryFormDialog
          title="Add Product"
          submitLabel="Add Product"
          fields={PRODUCT_FIELDS}
          schema={productInputSchema}
          defaults={NEW_PRODUCT}
          onSubmit={(values) => createProduct.mutateAsync(values)}
          onClose={() => setAdding(false)}
          onSaved={(values) => {
            setAdding(false);
            setNotice({ severity: 'success', text: `${values.name} was added.` });
          }}
        />
      ) : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
