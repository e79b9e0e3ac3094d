import { CLINIC_TIME_ZONE } from '@clinic/contracts';

const clinicDateTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: CLINIC_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const utcDateTime = new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });

/** A stored moment in the clinic's zone; a dash when there is none. */
export const formatDateTime = (iso: string | null): string => (iso ? clinicDateTime.format(new Date(iso)) : '—');

/** A stored moment in UTC, as the spec shows attachment upload times. */
export const formatUtcDateTime = (iso: string): string => `${utcDateTime.format(new Date(iso))} UTC`;
