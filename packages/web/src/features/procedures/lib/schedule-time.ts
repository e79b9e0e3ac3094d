import {
  CLINIC_UTC_OFFSET_HOURS,
  DEFAULT_APPOINTMENT_MINUTES,
  parseClinicDateTime,
  sameDoctor,
  toClinicDateTimeInput,
  type ClinicHours,
  type ScheduleItem,
} from '@clinic/contracts';

const HOUR_MS = 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar draws in the browser's own zone, so a clinic moment is handed to it as a local
 * Date showing the clinic's wall-clock time, whatever zone the browser is in.
 */
export function toCalendarDate(iso: string | Date): Date {
  const shifted = new Date(new Date(iso).getTime() + CLINIC_UTC_OFFSET_HOURS * HOUR_MS);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
  );
}

/** A calendar Date's clinic day, YYYY-MM-DD. */
export const calendarDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `YYYY-MM-DDTHH:mm` in clinic time, as a datetime box and the API read it. */
export const clinicInput = (date: Date) => `${calendarDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Where a booking made without a slot starts (`YYYY-MM-DDTHH:mm`, clinic time): today, the next
 * quarter hour; another day, nine in the morning.
 */
export function nextBookableStart(day: string, now: Date): string {
  const next = new Date(Math.ceil(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
  const start = toClinicDateTimeInput(next.toISOString());
  return start.startsWith(day) ? start : `${day}T09:00`;
}

/** The moment a calendar Date stands for. */
export const fromCalendarDate = (date: Date) => (parseClinicDateTime(clinicInput(date)) as Date).toISOString();

/** The calendar Date of a clinic day's midnight. */
export function dayToCalendarDate(day: string): Date {
  const [year = 2000, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** When an appointment ends: its end, or half an hour after its start without one. */
export function appointmentEnd(item: Pick<ScheduleItem, 'start_datetime' | 'end_datetime'>): string {
  if (item.end_datetime && item.end_datetime > item.start_datetime) return item.end_datetime;
  return new Date(Date.parse(item.start_datetime) + DEFAULT_APPOINTMENT_MINUTES * 60_000).toISOString();
}

const minutesOf = (date: Date) => date.getHours() * 60 + date.getMinutes();
const minutesOfText = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the clinic is open at a calendar Date's time. */
export function isOpen(date: Date, hours: ClinicHours[]): boolean {
  const minutes = minutesOf(date);
  return hours.some(
    (day) => day.weekday === date.getDay() && minutes >= minutesOfText(day.open) && minutes < minutesOfText(day.close),
  );
}

/**
 * Another appointment of the same doctor, not cancelled, sharing some of the time from `start` to
 * `end`. The doctor is matched as the schedule's columns are: `Dr Reyes` is `dr. reyes`, and a name
 * the roster gives a practitioner is that practitioner's column.
 */
export function overlapsOf(
  items: ScheduleItem[],
  move: { id?: number; doctor_name: string; start: string; end: string },
): ScheduleItem[] {
  return items.filter(
    (item) =>
      item.id !== move.id &&
      item.status !== 'cancelled' &&
      (sameDoctor(item.doctor_name, move.doctor_name) || sameDoctor(item.doctor_column, move.doctor_name)) &&
      item.start_datetime < move.end &&
      appointmentEnd(item) > move.start,
  );
}
