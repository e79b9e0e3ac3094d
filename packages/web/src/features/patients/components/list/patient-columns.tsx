import { ageFromBirthDate, type PatientSummary } from '@clinic/contracts';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../../components/ui/responsive-table.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatDateTime } from '../../../../lib/date-time.ts';
import { patientName } from '../../../../lib/patient-name.ts';
import { SEX_CODE_LABELS } from '../../../../components/ui/patient-labels.ts';

/** The patient's name, a link to the profile. */
export const nameColumn: Column<PatientSummary> = {
  header: 'Name',
  render: (patient) => (
    <Link component={RouterLink} to={paths.patient.href(patient.id)} sx={{ fontWeight: 600 }}>
      {patientName(patient)}
    </Link>
  ),
};

export const contactColumn: Column<PatientSummary> = {
  header: 'Contact',
  render: (patient) => (
    <>
      <div>{patient.phone_primary || '—'}</div>
      <Typography variant="body2" color="text.secondary">
        {patient.email}
      </Typography>
    </>
  ),
};

export const basicInfoColumn: Column<PatientSummary> = {
  header: 'Basic Info',
  render: (patient) => {
    const age = ageFromBirthDate(patient.date_of_birth);
    return (
      <>
        <div>
          {SEX_CODE_LABELS[patient.sex]}
          {age === undefined ? '' : `, ${age} years`}
        </div>
        <Typography variant="body2" color="text.secondary">
          Born {patient.date_of_birth}
        </Typography>
      </>
    );
  },
};

export const dateAddedColumn: Column<PatientSummary> = {
  header: 'Date Added',
  render: (patient) => formatDateTime(patient.created_at),
};

/** The Name, Contact and Basic Info columns the patients list and the dashboard share. */
export const patientSummaryColumns: Column<PatientSummary>[] = [nameColumn, contactColumn, basicInfoColumn];
