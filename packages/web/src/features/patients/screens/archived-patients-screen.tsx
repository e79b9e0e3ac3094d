import { useState } from 'react';
import { PATIENT_MESSAGES, type ArchivedPatient } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyOutcome } from '../../../lib/notify-outcome.ts';
import { useArchivedPatients } from '../api/get-archived-patients.ts';
import { useRestorePatient } from '../api/restore-patient.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { patientName } from '../../../lib/patient-name.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** SUPERADMIN's list of archived patients, each of which can be restored to the active records. */
export function ArchivedPatientsScreen() {
  const archived = useArchivedPatients();
  const restore = useRestorePatient();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();

  const columns: Column<ArchivedPatient>[] = [
    { header: 'Name', render: (patient) => patientName({ ...patient, middle_name: '' }) },
    { header: 'Patient ID', render: (patient) => patient.id },
    { header: 'Archived', render: (patient) => formatDateTime(patient.archived_at) },
    { header: 'Archived By', render: (patient) => patient.archived_by ?? '—' },
    {
      header: 'Actions',
      render: (patient) => {
        const name = patientName({ ...patient, middle_name: '' });
        return (
          <Button
            size="small"
            aria-label={`Restore ${name}`}
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate(
                patient.id,
                notifyOutcome(setMessage, PATIENT_MESSAGES.restored(name), 'Failed to restore patient'),
              )
            }
          >
            Restore
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title="Archived Patients" />
      <Stack spacing={3}>
        {message && (
          <Alert severity={message.severity} onClose={() => setMessage(undefined)}>
            {message.text}
          </Alert>
        )}
        {archived.isPending && <CircularProgress aria-label="Loading archived patients" />}
        {archived.isError && (
          <Alert severity="error">{errorMessage(archived.error, 'Failed to fetch archived patients')}</Alert>
        )}
        {archived.data && archived.data.items.length === 0 && <Typography>No archived patients</Typography>}
        {archived.data && archived.data.items.length > 0 && (
          <ResponsiveTable
            label="Archived patients"
            rows={archived.data.items}
            columns={columns}
            rowKey={(patient) => patient.id}
          />
        )}
      </Stack>
    </>
  );
}
