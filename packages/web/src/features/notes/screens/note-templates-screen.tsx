import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { NoteTemplate } from '@clinic/contracts';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useNoteTemplates } from '../api/get-note-templates.ts';
import { useSaveNoteTemplate } from '../api/save-note-template.ts';
import { NoteTemplateDialog } from '../components/note-template-dialog.tsx';

/** /note-templates: the sections a procedure's visit notes begin with, and the procedures that open each. */
export function NoteTemplatesScreen() {
  const templates = useNoteTemplates();
  const save = useSaveNoteTemplate();
  const [editing, setEditing] = useState<NoteTemplate | 'new' | null>(null);
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const edited = editing === 'new' ? undefined : (editing ?? undefined);

  return (
    <>
      <PageHeader
        title="Note templates"
        actions={
          <Button variant="contained" onClick={() => setEditing('new')}>
            New template
          </Button>
        }
      />
      {templates.isPending ? <CircularProgress aria-label="Loading note templates" /> : null}
      {templates.isError ? (
        <Alert severity="error">{errorMessage(templates.error, 'The note templates could not be loaded.')}</Alert>
      ) : null}
      {templates.data?.length === 0 ? (
        <Typography>No note templates yet: notes begin with Subjective, Objective, Assessment and Plan.</Typography>
      ) : null}
      {templates.data && templates.data.length > 0 ? (
        <ResponsiveTable
          label="Note templates"
          rows={templates.data}
          rowKey={(template) => template.id}
          columns={[
            { header: 'Name', render: (template) => template.name },
            { header: 'Sections', render: (template) => template.sections.join(', ') },
            {
              header: 'Opens for',
              render: (template) =>
                template.procedure_names.length > 0 ? template.procedure_names.join(', ') : 'No procedure',
            },
            {
              header: 'Actions',
              render: (template) => (
                <Button size="small" onClick={() => setEditing(template)} aria-label={`Edit ${template.name}`}>
                  Edit
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      {editing ? (
        <NoteTemplateDialog
          key={edited?.id ?? 'new'}
          template={edited}
          onSubmit={(input) => save.mutateAsync({ id: edited?.id, input })}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ severity: 'success', text: `${saved.name} saved.` });
          }}
        />
      ) : null}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
