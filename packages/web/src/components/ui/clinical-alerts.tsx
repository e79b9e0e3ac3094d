import type { ClinicalAlerts as ClinicalAlertFacts } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import { ALLERGY_LABELS, MEDICAL_CONDITION_LABELS, PREGNANCY_STATUS_LABELS } from './patient-labels.ts';

/** The alert line's parts in the intake form's own words. */
export function clinicalAlertTexts(alerts: ClinicalAlertFacts): string[] {
  const allergies = [...alerts.allergies.map((allergy) => ALLERGY_LABELS[allergy]), alerts.other_allergy].filter(
    Boolean,
  );
  return [
    ...(allergies.length > 0 ? [`Allergies: ${allergies.join(', ')}`] : []),
    ...(alerts.pregnancy_status ? [PREGNANCY_STATUS_LABELS[alerts.pregnancy_status]] : []),
    ...alerts.conditions.map((condition) => MEDICAL_CONDITION_LABELS[condition]),
  ];
}

/** One line under the patient's name with what must not be missed before treating. */
export function ClinicalAlerts({ alerts }: { alerts: ClinicalAlertFacts | undefined }) {
  const texts = alerts ? clinicalAlertTexts(alerts) : [];
  if (texts.length === 0) return null;
  return (
    <Alert severity="warning" aria-label="Clinical alerts" sx={{ mt: 1 }}>
      {texts.join(' · ')}
    </Alert>
  );
}
