import { CLINIC_TIME_ZONE } from '@clinic/contracts';
import { onFirstUse } from './on-first-use.ts';

const clinicDateTime = onFirstUse(
  () => new Intl.DateTimeFormat('en-PH', { timeZone: CLINIC_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
);
/** A calendar date has no zone: it is read and written as that day at UTC midnight. */
const calendarDate = onFirstUse(() => new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', dateStyle: 'medium' }));
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A stored moment in the clinic's zone; a dash when there is none. */
export const formatDateTime = (iso: string | null): string => (iso ? clinicDateTime().format(new Date(iso)) : '—');

/** A date without time (YYYY-MM-DD: a birth date, a payment date, a clinic day); anything else as given. */
export const formatDate = (isoDate: string): string =>
  ISO_DATE.test(isoDate) ? calendarDate().format(new Date(`${isoDate}T00:00:00Z`)) : isoDate;
