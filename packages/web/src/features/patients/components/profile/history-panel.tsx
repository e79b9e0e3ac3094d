import { useState, type ReactNode } from 'react';
import type { PatientAccess, PatientChange } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import { ResponsiveTable, type Column } from '../../../../components/ui/responsive-table.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { formatDate, formatDateTime } from '../../../../lib/date-time.ts';
import { usePatientAccess } from '../../api/get-patient-access.ts';
import { usePatientChanges } from '../../api/get-patient-changes.ts';
import { describeFieldChange } from '../../lib/history-fields.ts';

type HistoryView = 'changes' | 'access';

/** The newest lines first; the rest one click away. */
const FIRST_LINES = 20;

/** "Edited the patient record", "Uploaded consent.pdf", "Recorded a payment for Chemical Peel". */
function describeChange({ entity, action, subject }: PatientChange): string {
  const procedure = subject ?? 'a procedure';
  const sentences: Record<string, Partial<Record<string, string>>> = {
    patient: {
      create: 'Created the patient record',
      update: 'Edited the patient record',
      archive: 'Archived the patient record',
      restore: 'Restored the patient record',
    },
    attachment: { upload: `Uploaded ${subject ?? 'a file'}`, delete: `Deleted ${subject ?? 'a file'}` },
    procedure: {
      create: `Added procedure ${procedure}`,
      update: `Edited procedure ${procedure}`,
      status: `Changed the status of procedure ${procedure}`,
      delete: `Deleted procedure ${procedure}`,
    },
    transaction: {
      create: `Recorded a payment for ${procedure}`,
      update: `Edited the payment for ${procedure}`,
      delete: `Deleted the payment for ${procedure}`,
    },
    face_annotation: { save: `Saved the face diagram of ${procedure}` },
    consent: { sign: `Signed consent ${subject ?? ''}`.trim(), revoke: `Revoked consent ${subject ?? ''}`.trim() },
    note: {
      create: `Began a visit note of ${procedure}`,
      update: `Edited a draft visit note of ${procedure}`,
      sign: `Signed a visit note of ${procedure}`,
      cosign: `Co-signed a visit note of ${procedure}`,
      amend: `Amended a visit note of ${procedure}`,
    },
    consultation: { sign: 'Signed a consultation', amend: 'Amended a consultation' },
  };
  return sentences[entity]?.[action] ?? `${action} ${entity.replaceAll('_', ' ')}`;
}

function Loading<Data>({
  query,
  failure,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: { items: Data[] } };
  failure: string;
  empty: string;
  children: (items: Data[]) => ReactNode;
}) {
  if (query.isPending) return <Typography>Loading history...</Typography>;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, failure)}</Alert>;
  const items = query.data?.items ?? [];
  return items.length === 0 ? <Typography>{empty}</Typography> : children(items);
}

function FirstLines<Item>({ items, children }: { items: Item[]; children: (shown: Item[]) => ReactNode }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? items : items.slice(0, FIRST_LINES);
  return (
    <>
      {children(shown)}
      {shown.length < items.length && (
        <Button onClick={() => setShowAll(true)} sx={{ mt: 1 }}>
          Show all {items.length}
        </Button>
      )}
    </>
  );
}

function ChangesList({ patientId }: { patientId: number }) {
  return (
    <Loading query={usePatientChanges(patientId)} failure="Failed to fetch history" empty="No changes recorded">
      {(items: PatientChange[]) => (
        <FirstLines items={items}>
          {(shown) => (
            <List dense aria-label="Changes">
              {shown.map((change) => (
                <ListItem key={change.id} divider>
                  <ListItemText
                    primary={`${describeChange(change)} · ${change.user_name} (${change.role}) · ${formatDateTime(change.created_at)}`}
                    secondary={
                      change.fields
                        .map((field) => describeFieldChange(change.entity, field, change.action))
                        .join('\n') || undefined
                    }
                    slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </FirstLines>
      )}
    </Loading>
  );
}

const times = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

const ACCESS_COLUMNS: Column<PatientAccess>[] = [
  { header: 'Date', render: (row) => formatDate(row.date) },
  { header: 'User', render: (row) => row.user_name },
  { header: 'Role', render: (row) => row.role },
  { header: 'Views', render: (row) => times(row.views, 'view', 'views') },
  { header: 'Downloads', render: (row) => times(row.downloads, 'download', 'downloads') },
  { header: 'Last', render: (row) => formatDateTime(row.last_at) },
];

function AccessTable({ patientId }: { patientId: number }) {
  return (
    <Loading
      query={usePatientAccess(patientId)}
      failure="Failed to fetch history"
      empty="No one has opened this record"
    >
      {(items: PatientAccess[]) => (
        <FirstLines items={items}>
          {(shown) => (
            <ResponsiveTable
              label="Access"
              rows={shown}
              columns={ACCESS_COLUMNS}
              rowKey={(row) => `${row.date}-${row.user_id ?? row.user_name}-${row.role}`}
            />
          )}
        </FirstLines>
      )}
    </Loading>
  );
}

/** What changed in the record, field by field, and who opened it: one line per person and day. */
export function HistoryPanel({ patientId }: { patientId: number }) {
  const [view, setView] = useState<HistoryView>('changes');
  return (
    <FormSection title="History">
      <Tabs value={view} onChange={(_, next: HistoryView) => setView(next)} aria-label="History" sx={{ mb: 2 }}>
        <Tab value="changes" label="Changes" id="history-tab-changes" aria-controls="history-panel" />
        <Tab value="access" label="Access" id="history-tab-access" aria-controls="history-panel" />
      </Tabs>
      <Box id="history-panel" role="tabpanel" aria-labelledby={`history-tab-${view}`}>
        {view === 'changes' ? <ChangesList patientId={patientId} /> : <AccessTable patientId={patientId} />}
      </Box>
    </FormSection>
  );
}
