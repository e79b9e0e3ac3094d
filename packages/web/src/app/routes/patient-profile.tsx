import { PatientProfileScreen } from '../../features/patients/screens/patient-profile-screen.tsx';
import { PatientProcedureMedications } from '../../features/procedures/components/patient-procedure-medications.tsx';
import { PatientProceduresTab } from '../../features/procedures/components/patient-procedures-tab.tsx';

// The procedures feature plugs its tab and per-procedure medications into the profile here.
export function Component() {
  return (
    <PatientProfileScreen
      proceduresTab={(id) => <PatientProceduresTab patientId={id} />}
      procedureMedications={(id) => <PatientProcedureMedications patientId={id} />}
    />
  );
}
