import { PATIENT_MESSAGES } from '@clinic/contracts';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/authorization.ts';
import { useCreatePatient } from '../api/create-patient.ts';
import { possibleDuplicatesQueryOptions } from '../api/get-possible-duplicates.ts';
import { possibleDuplicateText } from '../lib/possible-duplicate-text.ts';
import type { LocationNotice } from '../../../lib/location-notice.ts';
import { PatientCreateForm } from '../components/patient-create-form.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /patients/new: the intake form; after creation the new profile opens, saying so and naming any possible duplicate. */
export function NewPatientScreen() {
  const allowed = useCan('patient.create');
  const navigate = useNavigate();
  const createPatient = useCreatePatient();
  const queryClient = useQueryClient();

  if (!allowed) return <Typography role="alert">{PATIENT_MESSAGES.unauthorized}</Typography>;

  return (
    <>
      <PageHeader title="New Patient" />
      <PatientCreateForm
        error={createPatient.isError ? errorMessage(createPatient.error, PATIENT_MESSAGES.createFailed) : undefined}
        onCancel={() => navigate(paths.patients.href())}
        onSubmit={async (patient, files) => {
          const created = await createPatient.mutateAsync({ patient, files });
          const duplicates = await queryClient
            .fetchQuery(possibleDuplicatesQueryOptions(created.id))
            .then((answer) => answer.items)
            // The patient is registered either way; the profile asks again for its duplicates.
            .catch(() => []);
          const notice: LocationNotice = {
            notice: ['Patient registered.', ...duplicates.map((item) => `${possibleDuplicateText(item)}.`)].join(' '),
          };
          await navigate(`${paths.patient.href(created.id)}/`, { state: notice });
        }}
      />
    </>
  );
}
