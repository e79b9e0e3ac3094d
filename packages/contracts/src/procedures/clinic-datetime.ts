import { CLINIC_UTC_OFFSET_HOURS, MAX_YEAR, MIN_YEAR } from '../common/dates.ts';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const CLINIC_OFFSET = `+${String(CLINIC_UTC_OFFSET_HOURS).padStart(2, '0')}:00`;

/**
 * A date-time as the screens send it (`2026-05-01T09:30` from a datetime box, a full ISO string, or a
 * bare date): text without an offset is clinic time. Undefined unless it names a real moment in
 * the years the portal accepts.
 */
export function parseClinicDateTime(value: string): Date | undefined {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '0', zone] = match;
  if (Number(year) < MIN_YEAR || Number(year) > MAX_YEAR) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const offset =
    zone === undefined ? CLINIC_OFFSET : zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const text = `${year}-${month}-${day}T${hour}:${minute}:${second}.${fraction.padEnd(3, '0').slice(0, 3)}${offset}`;
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) return undefined;
  // Date rolls 31 February into March; a real calendar date round-trips in its own zone.
  const local = new Date(parsed.getTime() + offsetMinutes(offset) * 60_000);
  const sameDay =
    local.getUTCFullYear() === Number(year) &&
    local.getUTCMonth() === Number(month) - 1 &&
    local.getUTCDate() === Number(day);
  return sameDay ? parsed : undefined;
}

function offsetMinutes(offset: string): number {
  if (offset === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = '0', minutes = '0'] = offset.slice(1).split(':');
  return sign * (Number(hours) * 60 + Number(minutes));
}

/** `YYYY-MM-DDTHH:mm` in clinic time, the value a datetime-local box shows. */
export function toClinicDateTimeInput(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + CLINIC_UTC_OFFSET_HOURS * 3_600_000);
  return shifted.toISOString().slice(0, 16);
}
