import { useState } from 'react';
import type { PatientHistoryEntry } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { usePatientHistory } from '../../api/get-patient-history.ts';
import { formatDateTime } from '../../../../lib/date-time.ts';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "field: before → after" for each change the audit recorded, whatever shape it came in. */
function describeChanges(changes: PatientHistoryEntry['changes']): string[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, change]) => {
    if (change && typeof change === 'object' && 'from' in change && 'to' in change) {
      return `${field}: ${show(change.from)} → ${show(change.to)}`;
    }
    return `${field}: ${show(change)}`;
  });
}

const ACTION_PAST_TENSE: Partial<Record<string, string>> = {
  view: 'Viewed',
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  upload: 'Uploaded',
  download: 'Downloaded',
  archive: 'Archived',
  restore: 'Restored',
  save: 'Saved',
  status: 'Changed the status of',
};

/** "Uploaded attachment", "Viewed patient": the audit's action and entity in plain words. */
function describeAction(entry: PatientHistoryEntry): string {
  const entity = entry.entity.replaceAll('_', ' ');
  const verb = ACTION_PAST_TENSE[entry.action];
  return verb ? `${verb} ${entity}` : `${entry.action} ${entity}`;
}

/** Every profile view is recorded, so the list opens on the newest entries only. */
const FIRST_ENTRIES = 10;

export function HistoryPanel({ patientId }: { patientId: number }) {
  const history = usePatientHistory(patientId);
  const [showAll, setShowAll] = useState(false);
  const entries = history.data ?? [];
  const shown = showAll ? entries : entries.slice(0, FIRST_ENTRIES);
  return (
    <FormSection title="History">
      {history.isPending && <Typography>Loading history...</Typography>}
      {history.isError && <Alert severity="error">{errorMessage(history.error, 'Failed to fetch history')}</Alert>}
      {history.data?.length === 0 && <Typography>No changes recorded</Typography>}
      {shown.length > 0 && (
        <List dense aria-label="Change history">
          {shown.map((entry) => (
            <ListItem key={entry.id} divider>
              <ListItemText
                primary={`${describeAction(entry)} by ${entry.user_name} (${entry.role}) · ${formatDateTime(entry.created_at)}`}
                secondary={describeChanges(entry.changes).join('\n') || undefined}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {shown.length < entries.length && (
        <Button onClick={() => setShowAll(true)} sx={{ mt: 1 }}>
          Show all {entries.length} entries
        </Button>
      )}
    </FormSection>
  );
}
