import {
  MEDICAL_CERTIFICATE_KIND_LABELS,
  MEDICAL_CERTIFICATE_MESSAGES,
  type MedicalCertificate,
} from '@clinic/contracts';
import { useCan } from '../../../lib/authorization.ts';
import { useMedicalCertificates } from '../api/get-medical-certificates.ts';
import { DocumentsSection } from './documents-section.tsx';
import { MedicalCertificateDialog } from './medical-certificate-dialog.tsx';

/** A patient's medical certificates, on the Consultations tab. */
export function PatientMedicalCertificates({ patientId }: { patientId: number }) {
  const canRead = useCan('medicalCertificate.read');
  const canWrite = useCan('medicalCertificate.write');
  const certificates = useMedicalCertificates(patientId, canRead);
  if (!canRead) return null;
  return (
    <DocumentsSection<MedicalCertificate>
      title="Medical certificates"
      name="medical certificate"
      collection="medical-certificates"
      documents={certificates}
      messages={MEDICAL_CERTIFICATE_MESSAGES}
      summary={{
        header: 'Certificate',
        render: (certificate) => `${MEDICAL_CERTIFICATE_KIND_LABELS[certificate.kind]}: ${certificate.purpose}`,
      }}
      newLabel="New medical certificate"
      canWrite={canWrite}
      newDialog={(done) => (
        <MedicalCertificateDialog patientId={patientId} onClose={() => done()} onSaved={(text) => done(text)} />
      )}
    />
  );
}
