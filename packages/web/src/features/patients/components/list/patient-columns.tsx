import type { PatientSummary } from '@clinic/contracts';
import Typography from '@mui/material/Typography';
import type { Column } from '../../../../components/ui/responsive-table.tsx';
import { ageFromBirthDate } from '../../lib/age.ts';
import { patientName } from '../../../../lib/patient-name.ts';
import { SEX_CODE_LABELS } from '../../../../components/ui/patient-labels.ts';

/** The Name, Contact and Basic Info columns the patients list and the dashboard share. */
export const patientSummaryColumns: Column<PatientSummary>[] = [
  {
    header: 'Name',
    render: (patient) => <Typography sx={{ fontWeight: 600 }}>{patientName(patient)}</Typography>,
  },
  {
    header: 'Contact',
    render: (patient) => (
      <>
        <div>{patient.phone_primary || '—'}</div>
        <Typography variant="body2" color="text.secondary">
          {patient.email}
        </Typography>
      </>
    ),
  },
  {
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
  },
];
