import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsentTemplate } from '@clinic/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCreateConsentTemplate } from '../api/create-consent-template.ts';
import { useConsentTemplates } from '../api/get-consent-templates.ts';
import { useRetireConsentTemplate } from '../api/retire-consent-template.ts';
import { useUpdateConsentTemplate } from '../api/update-consent-template.ts';
import { TemplateFormDialog } from '../components/template-form-dialog.tsx';

/** /consent-templates: the texts patients sign, each edit a new version; retired, never deleted. */
export function ConsentTemplatesScreen() {
  const templates = useConsentTemplates();
  const create = useCreateConsentTemplate();
  const update = useUpdateConsentTemplate();
  const retire = useRetireConsentTemplate();
  const [editing, setEditing] = useState<ConsentTemplate | 'new' | null>(null);
  const [retiring, setRetiring] = useState<ConsentTemplate | null>(null);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);

  return (
    <>
      <PageHeader
        title="Consent templates"
        actions={
          <Button variant="contained" onClick={() => setEditing('new')}>
            New template
          </Button>
        }
      />
      {templates.isPending ? <CircularProgress aria-label="Loading consent templates" /> : null}
      {templates.isError ? (
        <Alert severity="error">{errorMessage(templates.error, 'The consent templates could not be loaded.')}</Alert>
      ) : null}
      {templates.data?.length === 0 ? <Typography>No consent templates yet.</Typography> : null}
      {templates.data && templates.data.length > 0 ? (
        <ResponsiveTable
          label="Consent templates"
          rows={templates.data}
          rowKey={(template) => template.id}
          columns={[
            { header: 'Title', render: (template) => template.title },
            { header: 'Version', render: (template) => template.version },
            {
              header: 'Required for',
              render: (template) =>
                template.procedure_names.length > 0 ? template.procedure_names.join(', ') : 'Offered, not required',
            },
            { header: 'Witness', render: (template) => (template.witness_required ? 'Required' : 'Not required') },
            {
              header: 'Status',
              render: (template) =>
                template.retired_at ? (
                  <Chip label="Retired" size="small" />
                ) : (
                  <Chip color="success" label="In use" size="small" />
                ),
            },
            {
              header: 'Actions',
              render: (template) =>
                template.retired_at ? null : (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => setEditing(template)} aria-label={`Edit ${template.title}`}>
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRetiring(template)}
                      aria-label={`Retire ${template.title}`}
                    >
                      Retire
                    </Button>
                  </Stack>
                ),
            },
          ]}
        />
      ) : null}
      {editing ? (
        <TemplateFormDialog
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSubmit={(input) =>
            (editing === 'new' ? create.mutateAsync(input) : update.mutateAsync({ id: editing.id, input })).then(
              (saved) => setNotice({ severity: 'success', text: `${saved.title} saved as version ${saved.version}.` }),
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={retiring !== null}
        title={`Retire ${retiring?.title ?? ''}?`}
        message="A retired template is no longer offered or required. Consents signed on it are kept."
        confirmLabel="Retire"
        busy={retire.isPending}
        onCancel={() => setRetiring(null)}
        onConfirm={() =>
          retiring &&
          retire.mutate(retiring.id, {
            onSuccess: (saved) => {
              setRetiring(null);
              setNotice({ severity: 'success', text: `${saved.title} retired.` });
            },
            onError: (error) => setNotice({ severity: 'error', text: errorMessage(error, 'Retiring failed.') }),
          })
        }
      />
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
