import { CLINIC_TIME_ZONE } from '@clinic/contracts';
import { onFirstUse } from '../../../lib/on-first-use.ts';

const clinicTime = onFirstUse(
  () => new Intl.DateTimeFormat('en-PH', { timeZone: CLINIC_TIME_ZONE, timeStyle: 'short' }),
);
const clinicDay = onFirstUse(() => new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', dateStyle: 'full' }));
const clinicMonth = onFirstUse(
  () => new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', month: 'long', year: 'numeric' }),
);

/** A moment's time of day in the clinic's zone. */
export const formatTime = (iso: string) => clinicTime().format(new Date(iso));

/** A clinic day (YYYY-MM-DD) written out: "Tuesday, 10 March 2026". */
export const formatLongDay = (day: string) => clinicDay().format(new Date(`${day}T00:00:00Z`));

/** A clinic day's month written out: "March 2026". */
export const formatMonth = (day: string) => clinicMonth().format(new Date(`${day}T00:00:00Z`));

/** Minutes since a moment, as "12 min" or "1 h 5 min". */
export function waitingTime(sinceIso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(sinceIso)) / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
