import type { ClinicHours } from './schedule.schemas.ts';

export const DEFAULT_CLINIC_HOURS = 'Mon-Sat 09:00-18:00';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const GROUP = /^([a-z]{3})(?:-([a-z]{3}))?\s+([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/**
 * Opening hours written as `Mon-Sat 09:00-18:00`, several groups separated by commas
 * (`Mon-Fri 09:00-18:00, Sat 09:00-12:00`); undefined when the text does not read so.
 */
export function parseClinicHours(text: string): ClinicHours[] | undefined {
  const hours: ClinicHours[] = [];
  for (const group of text.split(',').map((part) => part.trim().toLowerCase())) {
    const match = GROUP.exec(group);
    if (!match) return undefined;
    const [, first = '', last = first, openHour, openMinute, closeHour, closeMinute] = match;
    const from = WEEKDAYS.indexOf(first);
    const to = WEEKDAYS.indexOf(last);
    const open = `${openHour}:${openMinute}`;
    const close = `${closeHour}:${closeMinute}`;
    if (from < 0 || to < 0 || close <= open || close > '24:00') return undefined;
    // A range may wrap the week's end (Sat-Mon).
    for (let day = from; ; day = (day + 1) % 7) {
      hours.push({ weekday: day, open, close });
      if (day === to) break;
    }
  }
  return hours.sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open));
}
