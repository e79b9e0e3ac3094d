import { NewPatientDialog } from '../../features/patients/components/new-patient-dialog.tsx';
import { SchedulePage } from '../../features/procedures/components/schedule/schedule-page.tsx';

// The patients feature's registration is the booking's and the Today list's "New patient".
export function Component() {
  return (
    <SchedulePage
      registerPatient={(onRegistered, onCancel) => <NewPatientDialog onRegistered={onRegistered} onCancel={onCancel} />}
    />
  );
}
