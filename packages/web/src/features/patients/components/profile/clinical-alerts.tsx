import type { MedicalCondition, Patient, SpecificAllergy } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import {
  ALLERGY_LABELS,
  MEDICAL_CONDITION_LABELS,
  PREGNANCY_STATUS_LABELS,
} from '../../../../components/ui/patient-labels.ts';

/** Conditions a clinician must know of before treating. */
const SERIOUS_CONDITIONS: readonly MedicalCondition[] = [
  'bleeding_clotting_issues',
  'keloids_scarring',
  'pacemaker_defibrillator',
  'autoimmune_disease',
  'hepatitis_b_c',
  'hiv_aids',
  'heart_disease',
  'heart_attack_stroke',
  'artificial_heart_valve',
  'organ_transplant',
];

/** The alert line's parts: allergies, pregnancy or nursing, and the serious conditions. */
export function clinicalAlerts(patient: Patient): string[] {
  const allergies = [
    ...(Object.keys(ALLERGY_LABELS) as SpecificAllergy[])
      .filter((allergy) => patient.allergies_specific[allergy])
      .map((allergy) => ALLERGY_LABELS[allergy]),
    patient.allergies_specific.other.trim(),
  ].filter(Boolean);
  const pregnancy = patient.female_specific.pregnancy_status;
  return [
    ...(allergies.length > 0 ? [`Allergies: ${allergies.join(', ')}`] : []),
    ...(pregnancy === 'pregnant' || pregnancy === 'nursing' ? [PREGNANCY_STATUS_LABELS[pregnancy]] : []),
    ...SERIOUS_CONDITIONS.filter((condition) => patient.medical_history[condition]).map(
      (condition) => MEDICAL_CONDITION_LABELS[condition],
    ),
  ];
}

/** One line under the patient's name with what must not be missed before treating. */
export function ClinicalAlerts({ patient }: { patient: Patient }) {
  const alerts = clinicalAlerts(patient);
  if (alerts.length === 0) return null;
  return (
    <Alert severity="warning" aria-label="Clinical alerts" sx={{ mt: 1 }}>
      {alerts.join(' · ')}
    </Alert>
  );
}
