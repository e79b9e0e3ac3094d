import { z } from 'zod';
import {
  MEDICAL_CONDITIONS,
  SPECIFIC_ALLERGIES,
  type MedicalCondition,
  type PregnancyStatus,
  type SpecificAllergy,
} from './patient-fields.ts';

/** Conditions a clinician must know of before treating. */
export const SERIOUS_CONDITIONS = [
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
] as const satisfies readonly MedicalCondition[];

/** What must not be missed before treating: allergies, pregnancy or nursing, serious conditions. */
export const clinicalAlertsSchema = z.object({
  allergies: z.array(z.enum(SPECIFIC_ALLERGIES)),
  other_allergy: z.string(),
  pregnancy_status: z.enum(['pregnant', 'nursing']).nullable(),
  conditions: z.array(z.enum(MEDICAL_CONDITIONS)),
});
export type ClinicalAlerts = z.infer<typeof clinicalAlertsSchema>;

/** The intake answers the alerts are read from, as stored or as a profile carries them. */
export interface AlertingAnswers {
  medical_history: Partial<Record<MedicalCondition, boolean>>;
  allergies_specific: Partial<Record<SpecificAllergy, boolean>> & { other?: string };
  female_specific: { pregnancy_status?: PregnancyStatus };
}

export function clinicalAlertsOf(answers: AlertingAnswers): ClinicalAlerts {
  const pregnancy = answers.female_specific.pregnancy_status;
  return {
    allergies: SPECIFIC_ALLERGIES.filter((allergy) => answers.allergies_specific[allergy] === true),
    other_allergy: (answers.allergies_specific.other ?? '').trim(),
    pregnancy_status: pregnancy === 'pregnant' || pregnancy === 'nursing' ? pregnancy : null,
    conditions: SERIOUS_CONDITIONS.filter((condition) => answers.medical_history[condition] === true),
  };
}
