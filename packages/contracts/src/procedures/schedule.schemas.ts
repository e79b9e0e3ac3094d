import { z } from 'zod';
import { isValidIsoDate } from '../common/dates.ts';
import { singleLineText } from '../common/text.ts';
import { parseClinicDateTime } from './clinic-datetime.ts';
import { doctorNameFilterSchema } from './doctor-name-filter.ts';
import { PROCEDURE_MESSAGES } from './procedure-messages.ts';
import { PROCEDURE_STATUSES } from './procedure-status.ts';

export const ATTENDANCES = ['expected', 'arrived', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

export const CONFIRMATIONS = ['unconfirmed', 'confirmed', 'declined'] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];

export const ATTENDANCE_LABELS: Record<Attendance, string> = {
  expected: 'Expected',
  arrived: 'Arrived',
  no_show: 'No-show',
};

export const CONFIRMATION_LABELS: Record<Confirmation, string> = {
  unconfirmed: 'Not confirmed',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

/** The longest range one schedule call answers: two months of days. */
export const SCHEDULE_MAX_DAYS = 62;
/** How long an appointment without an end is taken to last. */
export const DEFAULT_APPOINTMENT_MINUTES = 30;

export const SCHEDULE_MESSAGES = {
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  endBeforeStart: 'The end date cannot be before the start date',
  rangeTooLong: `The schedule answers at most ${SCHEDULE_MAX_DAYS} days at a time`,
  cannotMoveCompleted: 'A completed procedure cannot be moved',
  noShowAfterCompleted: 'A completed procedure cannot be marked as a no-show',
  noShowAfterCancelled: 'A cancelled procedure cannot be marked as a no-show',
  cannotCheckInCancelled: 'A cancelled procedure cannot be checked in',
  cannotCheckInCompleted: 'A completed procedure cannot be checked in',
  noShowBeforeStart: 'A no-show can be marked only once the appointment has started',
  /** Said beside a greyed No-show button before the appointment's start. */
  noShowAfterStartHint: 'A no-show can be marked once the appointment has started.',
  clinicalFieldsRefused: (fields: readonly string[]) =>
    `The front desk books appointments without clinical content; ${fields.join(', ')} can be written only by clinical staff`,
  invalidMonth: 'Enter a valid month (YYYY-MM)',
} as const;

const scheduleDate = z.string().trim().refine(isValidIsoDate, { message: SCHEDULE_MESSAGES.invalidDate });

/** Days between two YYYY-MM-DD dates, both counted. */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00Z`) - Date.parse(`${start}T00:00Z`)) / 86_400_000) + 1;
}

/** `start` to `end`, both clinic days and both included. */
export const scheduleQuerySchema = z
  .object({
    start: scheduleDate,
    end: scheduleDate,
    doctor_name: doctorNameFilterSchema,
  })
  .refine((query) => query.end >= query.start, { message: SCHEDULE_MESSAGES.endBeforeStart, path: ['end'] })
  .refine((query) => query.end < query.start || daysInRange(query.start, query.end) <= SCHEDULE_MAX_DAYS, {
    message: SCHEDULE_MESSAGES.rangeTooLong,
    path: ['end'],
  });
export type ScheduleQuery = z.output<typeof scheduleQuerySchema>;
export type ScheduleQueryInput = z.input<typeof scheduleQuerySchema>;

export const scheduleItemSchema = z.object({
  id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  /** The front desk's number to call; staff screens only. */
  patient_phone: z.string().nullable(),
  name: z.string(),
  doctor_name: z.string(),
  /**
   * The doctor's column: the roster's printed name when the typed name is a practitioner's, else
   * the first spelling of the same name (`createDoctorColumns`).
   */
  doctor_column: z.string(),
  start_datetime: z.string(),
  end_datetime: z.string().nullable(),
  status: z.enum(PROCEDURE_STATUSES),
  attendance: z.enum(ATTENDANCES),
  checked_in_at: z.string().nullable(),
  confirmation: z.enum(CONFIRMATIONS),
  booking_note: z.string().nullable(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

/** Opening hours of one weekday (0 Sunday to 6 Saturday), clinic time `HH:mm`. */
export const clinicHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  open: z.string(),
  close: z.string(),
});
export type ClinicHours = z.infer<typeof clinicHoursSchema>;

export const scheduleResponseSchema = z.object({
  items: z.array(scheduleItemSchema),
  /**
   * The columns: every doctor of the active roster and every other doctor with an appointment in
   * the range, whichever doctor was asked for.
   */
  doctors: z.array(z.string()),
  clinic_hours: z.array(clinicHoursSchema),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

export const attendanceInputSchema = z.object({
  attendance: z.enum(ATTENDANCES, { message: `Attendance must be one of ${ATTENDANCES.join(', ')}` }),
});
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;

const moment = z
  .string({ message: PROCEDURE_MESSAGES.startRequired })
  .trim()
  .refine((value) => parseClinicDateTime(value) !== undefined, { message: PROCEDURE_MESSAGES.invalidDateTime })
  .transform((value) => (parseClinicDateTime(value) as Date).toISOString());

/** A move: a new start, and optionally a new end (null: none; left out: the same length) and doctor. */
export const rescheduleInputSchema = z
  .object({
    start_datetime: moment,
    end_datetime: moment.nullish(),
    doctor_name: singleLineText({ message: PROCEDURE_MESSAGES.doctorRequired })
      .min(1, { message: PROCEDURE_MESSAGES.doctorRequired })
      .max(200)
      .optional(),
  })
  .refine((input) => !input.end_datetime || input.end_datetime >= input.start_datetime, {
    message: PROCEDURE_MESSAGES.endBeforeStart,
    path: ['end_datetime'],
  });
export type RescheduleInput = z.input<typeof rescheduleInputSchema>;
export type Reschedule = z.output<typeof rescheduleInputSchema>;

export const monthRatesQuerySchema = z.object({
  month: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || (/^\d{4}-\d{2}$/.test(value) && isValidIsoDate(`${value}-01`)), {
      message: SCHEDULE_MESSAGES.invalidMonth,
    })
    .transform((value) => value || undefined),
});

/**
 * A month's appointments (refills left out): the share of the past ones not cancelled that were
 * no-shows, and the share of those not cancelled that the patient confirmed. Null without any.
 */
export const monthRatesSchema = z.object({
  month: z.string(),
  no_show_rate: z.number().nullable(),
  confirmation_rate: z.number().nullable(),
});
export type MonthRates = z.infer<typeof monthRatesSchema>;
