import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { SERVICE_MESSAGES, formatPeso, type Service } from '@clinic/contracts';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { TAX_CLASS_LABELS } from '../../../components/ui/tax-class-labels.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/authorization.ts';
import { useCreateService } from '../api/create-service.ts';
import { useServices } from '../api/get-services.ts';
import { useUpdateService } from '../api/update-service.ts';
import { ServiceFormDialog } from '../components/service-form-dialog.tsx';
import { NEW_SERVICE, serviceValues } from '../lib/service-form.ts';
import { SERVICE_CATEGORY_LABELS } from '../lib/service-labels.ts';

const COLUMNS: Column<Service>[] = [
  { header: 'Service', render: (service) => service.name },
  { header: 'Category', render: (service) => SERVICE_CATEGORY_LABELS[service.category] },
  { header: 'Duration', render: (service) => `${service.duration_minutes} min` },
  { header: 'Price', render: (service) => formatPeso(service.price) },
  {
    header: 'Tax',
    render: (service) =>
      `${TAX_CLASS_LABELS[service.tax_class]}${service.senior_pwd_eligible ? ', senior/PWD discount' : ''}`,
  },
  {
    header: 'Consent',
    render: (service) => (service.consent_template_ids.length > 0 ? 'Required' : 'Not required'),
  },
  { header: 'Stock', render: (service) => (service.uses_stock ? 'Uses stock' : '—') },
  {
    header: 'Status',
    render: (service) =>
      service.active ? <Chip label="Active" color="success" size="small" /> : <Chip label="Inactive" size="small" />,
  },
];

/** /services: the catalogue procedures are chosen from; administrators add and change services. */
export function ServicesScreen() {
  const services = useServices();
  const mayManage = useCan('service.manage');
  const create = useCreateService();
  const update = useUpdateService();
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);

  const columns: Column<Service>[] = mayManage
    ? [
        ...COLUMNS,
        {
          header: 'Actions',
          render: (service) => (
            <Button size="small" onClick={() => setEditing(service)} aria-label={`Edit ${service.name}`}>
              Edit
            </Button>
          ),
        },
      ]
    : COLUMNS;

  return (
    <>
      <PageHeader
        title="Services"
        actions={
          mayManage ? (
            <Button variant="contained" onClick={() => setEditing('new')}>
              Add Service
            </Button>
          ) : null
        }
      />
      {services.isPending ? <CircularProgress aria-label="Loading services" /> : null}
      {services.isError ? (
        <Alert severity="error">{errorMessage(services.error, SERVICE_MESSAGES.fetchFailed)}</Alert>
      ) : null}
      {services.data ? (
        <ResponsiveTable
          label="Services"
          rows={services.data.items}
          columns={columns}
          rowKey={(service) => service.id}
          empty="No services yet."
        />
      ) : null}
      {editing ? (
        <ServiceFormDialog
          title={editing === 'new' ? 'Add Service' : `Edit ${editing.name}`}
          defaults={editing === 'new' ? NEW_SERVICE : serviceValues(editing)}
          onSubmit={(input) =>
            editing === 'new' ? create.mutateAsync(input) : update.mutateAsync({ id: editing.id, input })
          }
          onClose={() => setEditing(null)}
          onSaved={(values) => {
            setNotice({
              severity: 'success',
              text: `${values.name}: ${editing === 'new' ? SERVICE_MESSAGES.created : SERVICE_MESSAGES.updated}.`,
            });
            setEditing(null);
          }}
        />
      ) : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
