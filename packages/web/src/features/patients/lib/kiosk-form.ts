import { z } from 'zod';
import { createPatientInputSchema, type CreatePatientInput } from '@clinic/contracts';
import { emptyPatientIntake, type PatientIntakeValues } from './patient-form-values.ts';

export const KIOSK_MESSAGES = {
  consentRequired: 'Please agree to the data privacy notice to continue',
  submitFailed: 'We could not save your information. Please try again or ask the staff for help.',
} as const;

/** How long the thank-you stays before the screen clears for the next patient. */
export const KIOSK_RESET_DELAY_MS = 5_000;

/** The New Patient form's own rules, plus the patient's consent to the privacy notice. */
export const kioskFormSchema = createPatientInputSchema.safeExtend({
  privacy_consent: z.literal(true, { error: KIOSK_MESSAGES.consentRequired }),
});
export type KioskSubmission = z.output<typeof kioskFormSchema>;

/** What the kiosk form holds: the patient's own intake, and their consent. */
export interface KioskFormValues extends PatientIntakeValues {
  privacy_consent: boolean;
}

export function emptyKioskForm(): KioskFormValues {
  return { ...emptyPatientIntake(), privacy_consent: false };
}

/** The patient sent: consent is asked on the kiosk only and is not stored. */
export function toPatientInput({ privacy_consent: _consent, ...patient }: KioskSubmission): CreatePatientInput {
  return patient;
}
