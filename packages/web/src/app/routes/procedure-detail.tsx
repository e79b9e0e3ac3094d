import { ProcedureConsents } from '../../features/consents/components/procedure-consents.tsx';
import { useParams } from 'react-router';
import { ChartChecklist } from '../../features/charts/components/chart-checklist.tsx';
import { ProcedureNotes } from '../../features/notes/components/procedure-notes.tsx';
import { ProcedurePhotos } from '../../features/photos/components/procedure-photos.tsx';
import { ProcedureDetailPage } from '../../features/procedures/components/procedure-detail-page.tsx';
import { useProcedure } from '../../features/procedures/api/get-procedure.ts';
import { PatientPrescriptions } from '../../features/prescriptions/components/patient-prescriptions.tsx';
import { ReminderLog } from '../../features/reminders/components/reminder-log.tsx';

// The charts, consents, notes, photos, prescriptions and reminders features plug their parts into the procedure's page here.
export function Component() {
  const id = Number(useParams().id);
  const procedure = useProcedure(id);
  return (
    <>
      <ProcedureDetailPage
        checklist={(procedureId) => <ChartChecklist procedureId={procedureId} />}
        consents={(procedureId) => <ProcedureConsents procedureId={procedureId} />}
        notes={({ id: procedureId, name }) => <ProcedureNotes procedureId={procedureId} procedureName={name} />}
        photos={(procedureId) => <ProcedurePhotos procedureId={procedureId} />}
      />
      {procedure.data ? <PatientPrescriptions patientId={procedure.data.patient_id} procedureId={id} /> : null}
      <ReminderLog procedureId={id} sendable={procedure.data?.status === 'scheduled'} />
    </>
  );
}
