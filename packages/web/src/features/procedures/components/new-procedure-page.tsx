import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { PROCEDURE_MESSAGES } from '@clinic/contracts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { usePatientName } from '../api/get-patient-name.ts';
import { useCreateProcedure } from '../api/create-procedure.ts';
import { patientName } from '../../../lib/patient-name.ts';
import { newProcedureValues } from '../lib/procedure-form-values.ts';
import { PatientAlertLine } from './patient-alert-line.tsx';
import { ProcedureForm } from './procedure-form.tsx';

interface NewProcedurePageProps {
  /** Shown once the procedure is saved (the consents feature's offer to sign); calls `done` to move on. */
  afterSave?: (procedureId: number, done: () => void) => ReactNode;
}

/** /procedures/new?patientId=: one call saves procedure, points and payment, then the patient's Procedures tab. */
export function NewProcedurePage({ afterSave }: NewProcedurePageProps = {}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateProcedure();
  const patientId = Number(search.get('patientId'));
  const validPatient = Number.isInteger(patientId) && patientId > 0;
  const patient = usePatientName(validPatient ? patientId : undefined);
  const proceduresTab = paths.patient.href(patientId, 'procedures');
  const [savedId, setSavedId] = useState<number | null>(null);
  const showProcedures = useCallback(() => void navigate(proceduresTab), [navigate, proceduresTab]);

  return (
    <>
      <PageHeader title="New Procedure" />
      {patient.data ? (
        <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
          Patient: {patientName(patient.data)}
        </Typography>
      ) : null}
      <PatientAlertLine patientId={validPatient ? patientId : undefined} />
      {!validPatient ? (
        <Alert severity="error">{PROCEDURE_MESSAGES.invalidPatient}</Alert>
      ) : savedId !== null && afterSave ? (
        // The saved form is gone, so leaving for the next screen asks nothing about unsaved changes.
        <>
          <Alert severity="success">Procedure saved.</Alert>
          {afterSave(savedId, showProcedures)}
        </>
      ) : (
        <ProcedureForm
          initial={newProcedureValues()}
          submitLabel="Save Procedure"
          draftKey={`new-procedure:${patientId}`}
          busy={create.isPending}
          onCancel={() => navigate(proceduresTab)}
          onSubmit={(payload) =>
            create
              .mutateAsync({ ...payload, patient_id: patientId })
              .then((saved) => (afterSave ? setSavedId(saved.id) : showProcedures()))
          }
          failureMessage={(detail, error) =>
            error instanceof ApiError && error.status === 422
              ? PROCEDURE_MESSAGES.validationError(detail)
              : PROCEDURE_MESSAGES.createError(detail)
          }
        />
      )}
    </>
  );
}
