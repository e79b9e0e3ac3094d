import type { PatientSummary } from '@clinic/contracts';

/** First, middle and last name, skipping a missing middle name. */
export const patientName = (patient: Pick<PatientSummary, 'first_name' | 'middle_name' | 'last_name'>): string =>
  [patient.first_name, patient.middle_name, patient.last_name].filter(Boolean).join(' ');
