import Typography from '@mui/material/Typography';
import { PRESCRIPTION_MESSAGES, type Prescription } from '@clinic/contracts';
import { useCan } from '../../../lib/authorization.ts';
import { usePrescriptions } from '../api/get-prescriptions.ts';
import { DocumentsSection } from './documents-section.tsx';
import { PrescriptionDialog } from './prescription-dialog.tsx';

interface PatientPrescriptionsProps {
  patientId: number;
  /** On a procedure's page: only the prescriptions written from it, and new ones tied to it. */
  procedureId?: number;
}

const itemLine = (item: Prescription['items'][number]) =>
  `${item.generic_name}${item.brand ? ` (${item.brand})` : ''} ${item.strength} ${item.form}, #${item.quantity}${
    item.dangerous_drug ? ' (dangerous drug)' : ''
  }`;

/** A patient's prescriptions, on the Medications tab or a procedure's page. */
export function PatientPrescriptions({ patientId, procedureId }: PatientPrescriptionsProps) {
  const canRead = useCan('prescription.read');
  const canWrite = useCan('prescription.write');
  const prescriptions = usePrescriptions(patientId, canRead);
  if (!canRead) return null;
  const data =
    prescriptions.data && procedureId !== undefined
      ? { items: prescriptions.data.items.filter((prescription) => prescription.procedure_id === procedureId) }
      : prescriptions.data;
  return (
    <DocumentsSection<Prescription>
      title="Prescriptions"
      name="prescription"
      collection="prescriptions"
      documents={{ isPending: prescriptions.isPending, error: prescriptions.error, data }}
      messages={PRESCRIPTION_MESSAGES}
      summary={{
        header: 'Items',
        render: (prescription) => (
          <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2 }}>
            {prescription.items.map((item, index) => (
              <li key={index}>{itemLine(item)}</li>
            ))}
          </Typography>
        ),
      }}
      newLabel="New prescription"
      canWrite={canWrite}
      newDialog={(done) => (
        <PrescriptionDialog
          patientId={patientId}
          procedureId={procedureId}
          onClose={() => done()}
          onSaved={(text) => done(text)}
        />
      )}
    />
  );
}
