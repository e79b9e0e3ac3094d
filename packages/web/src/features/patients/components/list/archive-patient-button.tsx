import { useState } from 'react';
import { PATIENT_MESSAGES, type PatientSummary } from '@clinic/contracts';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useArchivePatient } from '../../api/archive-patient.ts';
import { patientName } from '../../../../lib/patient-name.ts';
import { formatDate } from '../../../../lib/date-time.ts';
import { PATIENT_FIELD_LABELS } from '../../../../components/ui/patient-labels.ts';
import { DetailList } from '../profile/detail-list.tsx';

interface ArchivePatientButtonProps {
  patient: PatientSummary;
  onError: (message: string) => void;
  onArchived?: (message: string) => void;
}

/** Archive, after the spec's confirmation. */
export function ArchivePatientButton({ patient, onError, onArchived }: ArchivePatientButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const archive = useArchivePatient();
  const name = patientName(patient);

  return (
    <>
      <Button color="error" size="small" onClick={() => setConfirming(true)} aria-label={`Archive ${name}`}>
        Archive
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Archive Patient"
        message={PATIENT_MESSAGES.archiveConfirm(name)}
        details={
          <DetailList
            items={[
              ['Patient ID', String(patient.id)],
              [PATIENT_FIELD_LABELS.date_of_birth, formatDate(patient.date_of_birth)],
            ]}
          />
        }
        confirmLabel="Archive"
        busy={archive.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          // Awaited rather than through mutate's callbacks: the refreshed list drops this row, and
          // a callback of an unmounted component is never called, so the notice would be lost.
          try {
            await archive.mutateAsync(patient.id);
          } catch (error) {
            setConfirming(false);
            onError(errorMessage(error, PATIENT_MESSAGES.archiveFailed));
            return;
          }
          setConfirming(false);
          onArchived?.(PATIENT_MESSAGES.archived(name));
        }}
      />
    </>
  );
}
