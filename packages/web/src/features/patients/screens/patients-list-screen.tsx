import { useState } from 'react';
import { PATIENT_MESSAGES, type PatientSummary } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/authorization.ts';
import { usePatients } from '../api/get-patients.ts';
import { ArchivePatientButton } from '../components/list/archive-patient-button.tsx';
import { patientSummaryColumns } from '../components/list/patient-columns.tsx';
import { PatientSearchForm } from '../components/list/patient-search-form.tsx';
import { patientName } from '../../../lib/patient-name.ts';
import type { PatientSearchTerms } from '../lib/patient-search.ts';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';

/** /patients: search, page through and archive patients. */
export function PatientsListScreen() {
  const [terms, setTerms] = useState<PatientSearchTerms>({});
  const [page, setPage] = useState(1);
  const [archiveError, setArchiveError] = useState('');
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const canArchive = useCan('patient.archive');
  const canAdd = useCan('patient.showAddButton');
  const canRestore = useCan('patient.restore');
  const patients = usePatients({ ...terms, page });
  const searching = Object.keys(terms).length > 0;

  const columns: Column<PatientSummary>[] = [
    ...patientSummaryColumns,
    {
      header: 'Actions',
      render: (patient) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            component={Link}
            to={paths.patient.href(patient.id)}
            aria-label={`View Profile of ${patientName(patient)}`}
          >
            View Profile
          </Button>
          {canArchive && (
            <ArchivePatientButton
              patient={patient}
              onError={setArchiveError}
              onArchived={(text) => setNotice({ severity: 'success', text })}
            />
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <div>
          <DocumentTitle title="Patients" />
          <Typography variant="h4" component="h1">
            Patients
          </Typography>
          {patients.data && (
            <Typography color="text.secondary">
              Total Patients: {patients.data.total} · Male: {patients.data.genderStats.male}, Female:{' '}
              {patients.data.genderStats.female}
            </Typography>
          )}
        </div>
        <Stack direction="row" spacing={1}>
          {canRestore && (
            <Button variant="outlined" component={Link} to={paths.archivedPatients.href()}>
              Archived Patients
            </Button>
          )}
          {canAdd && (
            <Button variant="contained" component={Link} to={paths.newPatient.href()}>
              Add New Patient
            </Button>
          )}
        </Stack>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <PatientSearchForm
          onSearch={(next) => {
            setTerms(next);
            setPage(1);
          }}
          onClear={() => {
            setTerms({});
            setPage(1);
          }}
        />
      </Paper>
      {archiveError && (
        <Alert severity="error" onClose={() => setArchiveError('')}>
          {archiveError}
        </Alert>
      )}
      {patients.isPending && <CircularProgress aria-label="Loading patients" />}
      {patients.isError && <Alert severity="error">{errorMessage(patients.error, PATIENT_MESSAGES.listFailed)}</Alert>}
      {patients.data && patients.data.items.length === 0 && (
        <Typography>{searching ? PATIENT_MESSAGES.noSearchMatches : 'No patients found'}</Typography>
      )}
      {patients.data && patients.data.items.length > 0 && (
        <>
          <ResponsiveTable
            label="Patients"
            rows={patients.data.items}
            columns={columns}
            rowKey={(patient) => patient.id}
          />
          <Pagination page={page} totalPages={patients.data.totalPages} onPageChange={setPage} />
        </>
      )}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
