import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { PROCEDURE_MESSAGES } from '@clinic/contracts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useCreateProcedure } from '../api/save-procedure.ts';
import { newProcedureValues } from '../lib/procedure-form-values.ts';
import { ProcedureForm } from './procedure-form.tsx';

/** /procedures/new?patientId=: one call saves procedure, points and payment, then the patient's Procedures tab. */
export function NewProcedurePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateProcedure();
  const patientId = Number(search.get('patientId'));
  const validPatient = Number.isInteger(patientId) && patientId > 0;

  return (
    <>
      <PageHeader title="New Procedure" />
      {!validPatient ? (
        <Alert severity="error">{PROCEDURE_MESSAGES.invalidPatient}</Alert>
      ) : (
        <ProcedureForm
          initial={newProcedureValues()}
          submitLabel="Save Procedure"
          busy={create.isPending}
          onSubmit={(payload) =>
            create.mutate(
              { ...payload, patient_id: patientId },
              {
                onSuccess: () => navigate(paths.patient.href(patientId, 'procedures')),
                onError: (error) => {
                  const detail = errorMessage(error, error.message);
                  window.alert(
                    error instanceof ApiError && error.status === 422
                      ? PROCEDURE_MESSAGES.validationError(detail)
                      : PROCEDURE_MESSAGES.createError(detail),
                  );
                },
              },
            )
          }
        />
      )}
    </>
  );
}
