export const MIN_YEAR = 1900;
export const MAX_YEAR = 2099;
export const CLINIC_TIME_ZONE = 'Asia/Manila';
/**
 * The clinic's offset from UTC, the one place it is written: the Philippines keep one offset all
 * year, so clinic times convert without a zone table. The database's clinic_date() (migration
 * 0002) adds the same hours; a test of the database holds the two together.
 */
export const CLINIC_UTC_OFFSET_HOURS = 8;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD with a year from 1900 to 2099. */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One formatter per zone: making one costs far more than formatting a date with it. */
const isoDateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in the clinic's zone, as YYYY-MM-DD. */
export function todayIsoDate(now: Date = new Date(), timeZone: string = CLINIC_TIME_ZONE): string {
  let format = isoDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    isoDateFormats.set(timeZone, format);
  }
  return format.format(now);
}

export function isNotInFuture(value: string, now: Date = new Date()): boolean {
  return value <= todayIsoDate(now);
}
