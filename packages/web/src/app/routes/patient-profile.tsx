import { usePrefetchQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PatientProfileScreen } from '../../features/patients/screens/patient-profile-screen.tsx';
import { patientProceduresQueryOptions } from '../../features/procedures/api/get-patient-procedures.ts';
import { PatientProcedureMedications } from '../../features/procedures/components/patient-procedure-medications.tsx';
import { PatientProceduresTab } from '../../features/procedures/components/patient-procedures-tab.tsx';
import { PatientMedicalCertificates } from '../../features/prescriptions/components/patient-medical-certificates.tsx';
import { PatientPrescriptions } from '../../features/prescriptions/components/patient-prescriptions.tsx';
import { PatientPhotosTab } from '../../features/photos/components/patient-photos-tab.tsx';
import { PatientBillingTab } from '../../features/billing/components/patient-billing-tab.tsx';

// The procedures feature plugs its tab and per-procedure medications, the photos and billing features their tabs,
// and the prescriptions feature its prescriptions and certificates, into the profile here.
export function Component() {
  // A long chart's procedures are its largest read: asked for while the profile shows, so the
  // Procedures and Medications tabs open on them instead of waiting.
  usePrefetchQuery(patientProceduresQueryOptions(Number(useParams().id)));
  return (
    <PatientProfileScreen
      proceduresTab={(id) => <PatientProceduresTab patientId={id} />}
      procedureMedications={(id) => <PatientProcedureMedications patientId={id} />}
      photosTab={(id) => <PatientPhotosTab patientId={id} />}
      prescriptions={(id) => <PatientPrescriptions patientId={id} />}
      medicalCertificates={(id) => <PatientMedicalCertificates patientId={id} />}
      billingTab={(id) => <PatientBillingTab patientId={id} />}
    />
  );
}
