import { useState } from 'react';
import { PATIENT_MESSAGES, patientListQuerySchema, type PatientSummary } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/authorization.ts';
import { usePatients } from '../api/get-patients.ts';
import { useUndoArchive } from '../api/undo-archive.ts';
import { ArchivePatientButton } from '../components/list/archive-patient-button.tsx';
import { basicInfoColumn, contactColumn, dateAddedColumn, nameColumn } from '../components/list/patient-columns.tsx';
import { PatientSortSelect, SortableHeader, type PatientSort } from '../components/list/patient-sort.tsx';
import { PatientSearchForm } from '../components/list/patient-search-form.tsx';
import { patientName } from '../../../lib/patient-name.ts';
import { NO_TERMS, termsOf, type PatientSearchTerms } from '../lib/patient-search.ts';
import { useUrlListState } from '../../../lib/url-list-state.ts';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { notifyOutcome } from '../../../lib/notify-outcome.ts';

/** /patients: search, sort, page through and archive patients. */
export function PatientsListScreen() {
  const [list, setList] = useUrlListState(patientListQuerySchema);
  const terms = termsOf(list);
  const sort: PatientSort = { sortBy: list.sortBy, sortOrder: list.sortOrder };
  const page = list.page;
  const [archiveError, setArchiveError] = useState('');
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const canArchive = useCan('patient.archive');
  const undoArchive = useUndoArchive();
  const canAdd = useCan('patient.showAddButton');
  const canRestore = useCan('patient.restore');
  const patients = usePatients({ ...terms, ...sort, page });
  const searching = Object.values(terms).some(Boolean);
  const small = useMediaQuery(useTheme().breakpoints.down('md'));

  const undo = (patient: PatientSummary) =>
    undoArchive.mutate(
      patient.id,
      notifyOutcome(setNotice, PATIENT_MESSAGES.restored(patientName(patient)), PATIENT_MESSAGES.undoExpired),
    );

  const changeSort = (next: PatientSort) => setList({ ...next, page: 1 });
  const search = (next: PatientSearchTerms) => setList({ ...NO_TERMS, ...next, page: 1 });
  const sortable = (column: Column<PatientSummary>, sortColumn: PatientSort['sortBy']): Column<PatientSummary> => ({
    ...column,
    headerCell: <SortableHeader label={column.header} column={sortColumn} sort={sort} onSort={changeSort} />,
    sortDirection: sort.sortBy === sortColumn ? sort.sortOrder : undefined,
  });

  const columns: Column<PatientSummary>[] = [
    sortable(nameColumn, 'last_name'),
    contactColumn,
    basicInfoColumn,
    sortable(dateAddedColumn, 'created_at'),
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
              onArchived={(text) =>
                setNotice({ severity: 'success', text, action: { label: 'Undo', onClick: () => undo(patient) } })
              }
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
        <PatientSearchForm terms={terms} onSearch={search} onClear={() => search({})} />
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
          {small && <PatientSortSelect sort={sort} onSort={changeSort} />}
          <ResponsiveTable
            label="Patients"
            rows={patients.data.items}
            columns={columns}
            rowKey={(patient) => patient.id}
          />
          <Pagination
            page={page}
            totalPages={patients.data.totalPages}
            onPageChange={(next) => setList({ page: next })}
          />
        </>
      )}
      <Notification message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
