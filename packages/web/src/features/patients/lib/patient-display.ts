import type { PatientSummary } from '@clinic/contracts';

/** First, middle and last name, skipping a missing middle name. */
export function patientFullName(patient: Pick<PatientSummary, 'first_name' | 'middle_name' | 'last_name'>): string {
  return [patient.first_name, patient.middle_name, patient.last_name].filter(Boolean).join(' ');
}

const dateTime = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' });
const utcDateTime = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A timestamp in the clinic's zone, e.g. for Date Added. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A timestamp in UTC, as the spec shows attachment upload times. */
export function formatUtcDateTime(iso: string): string {
  return `${utcDateTime.format(new Date(iso))} UTC`;
}
