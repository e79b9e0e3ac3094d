import { PAGE_SIZE, PATIENT_MESSAGES, type PatientSummary } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { usePatients } from '../api/get-patients.ts';
import { dateAddedColumn, patientSummaryColumns } from '../components/list/patient-columns.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { patientName } from '../../../lib/patient-name.ts';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

const columns: Column<PatientSummary>[] = [
  ...patientSummaryColumns,
  dateAddedColumn,
  { header: 'Date Updated', render: (patient) => formatDateTime(patient.updated_at) },
  {
    header: 'Actions',
    render: (patient) => (
      <Button
        size="small"
        component={Link}
        to={`${paths.patient.href(patient.id)}/`}
        aria-label={`View Profile of ${patientName(patient)}`}
      >
        View Profile
      </Button>
    ),
  },
];

/** The summary dashboard (/recently-added): totals and the ten newest patients. */
export function SummaryDashboardScreen() {
  const recent = usePatients({ page: 1, page_size: PAGE_SIZE, sortBy: 'created_at', sortOrder: 'desc' });

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <DocumentTitle title="Dashboard" />
        <Typography variant="h4" component="h1">
          Dashboard
        </Typography>
        <Button variant="contained" component={Link} to={`${paths.patients.href()}/`}>
          View All Patients
        </Button>
      </Box>
      {recent.isPending && <Typography>Loading dashboard...</Typography>}
      {recent.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => recent.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(recent.error, PATIENT_MESSAGES.listFailed)}
        </Alert>
      )}
      {recent.data && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            <Tile label="Total Patients" value={recent.data.total} />
            <Tile label="Recent Patients" value={recent.data.items.length} />
            <Tile label="Female Patients" value={recent.data.genderStats.female} />
            <Tile label="Male Patients" value={recent.data.genderStats.male} />
          </Box>
          <Typography variant="h5" component="h2">
            Recent Patients
          </Typography>
          <ResponsiveTable
            label="Recent Patients"
            rows={recent.data.items}
            columns={columns}
            rowKey={(patient) => patient.id}
          />
        </>
      )}
    </Stack>
  );
}
