import { PATIENT_MESSAGES } from '@clinic/contracts';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/authorization.ts';
import { useCreatePatient } from '../api/create-patient.ts';
import { PatientCreateForm } from '../components/patient-create-form.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /patients/new: the intake form; after creation the new profile opens. */
export function NewPatientScreen() {
  const allowed = useCan('patient.create');
  const navigate = useNavigate();
  const createPatient = useCreatePatient();

  if (!allowed) return <Typography role="alert">{PATIENT_MESSAGES.unauthorized}</Typography>;

  return (
    <>
      <PageHeader title="New Patient" />
      <PatientCreateForm
        error={createPatient.isError ? errorMessage(createPatient.error, PATIENT_MESSAGES.createFailed) : undefined}
        onCancel={() => navigate(paths.patients.href())}
        onSubmit={async (patient, files) => {
          const created = await createPatient.mutateAsync({ patient, files });
          await navigate(`${paths.patient.href(created.id)}/`);
        }}
      />
    </>
  );
}
