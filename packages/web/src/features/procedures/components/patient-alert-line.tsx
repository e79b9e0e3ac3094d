import { ClinicalAlerts } from '../../../components/ui/clinical-alerts.tsx';
import { useClinicalAlerts } from '../api/get-clinical-alerts.ts';

/** The profile's alert line, on the screens where the patient is treated. */
export function PatientAlertLine({ patientId }: { patientId: number | undefined }) {
  const alerts = useClinicalAlerts(patientId);
  return <ClinicalAlerts alerts={alerts.data} />;
}
