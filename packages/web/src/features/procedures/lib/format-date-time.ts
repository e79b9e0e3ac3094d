import { CLINIC_TIME_ZONE } from '@clinic/contracts';

const formatter = new Intl.DateTimeFormat('en-PH', {
  timeZone: CLINIC_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A stored moment in the clinic's zone. */
export const formatDateTime = (iso: string | null) => (iso ? formatter.format(new Date(iso)) : '—');
