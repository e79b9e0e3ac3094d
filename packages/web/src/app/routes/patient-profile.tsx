import { PatientProfileScreen } from '../../features/patients/screens/patient-profile-screen.tsx';
import { PatientProcedureMedications } from '../../features/procedures/components/patient-procedure-medications.tsx';
import { PatientProceduresTab } from '../../features/procedures/components/patient-procedures-tab.tsx';
import { PatientPhotosTab } from '../../features/photos/components/patient-photos-tab.tsx';

// The procedures feature plugs its tab and per-procedure medications, the photos feature its tab, into the profile here.
export function Component() {
  return (
    <PatientProfileScreen
      proceduresTab={(id) => <PatientProceduresTab patientId={id} />}
      procedureMedications={(id) => <PatientProcedureMedications patientId={id} />}
      photosTab={(id) => <PatientPhotosTab patientId={id} />}
    />
  );
}
