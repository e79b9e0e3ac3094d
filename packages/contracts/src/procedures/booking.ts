import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text.ts';
import { recordIdSchema } from '../common/ids.ts';
import { parseClinicDateTime } from './clinic-datetime.ts';
import { PROCEDURE_MESSAGES } from './procedure-messages.ts';

/** The front desk's note on a booking: a line or two, never clinical content. */
export const BOOKING_NOTE_MAX_LENGTH = 500;

/**
 * The parts of a procedure only clinical staff (`procedure.write`) write: the front desk's requests
 * carrying any of them are refused whole. `notes` is not a procedure field; a client sending
 * clinical notes at the top level is refused rather than having them silently dropped.
 */
export const CLINICAL_PROCEDURE_FIELDS = [
  'details',
  'medications',
  'face_annotations',
  'notes',
  'product_lines',
] as const;

/**
 * The clinical fields a request body carries (present with any value, null and empty included),
 * and `status` when it says more than booked: a treatment's progress is the clinician's to record.
 */
export function clinicalFieldsIn(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const sent = body as Record<string, unknown>;
  const fields: string[] = CLINICAL_PROCEDURE_FIELDS.filter((field) => sent[field] !== undefined);
  return sent.status === undefined || sent.status === 'scheduled' ? fields : [...fields, 'status'];
}

/** The lengths the booking form offers, in minutes. */
export const BOOKING_DURATIONS = [15, 30, 45, 60, 90, 120] as const;

export const BOOKING_MESSAGES = {
  patientRequired: 'Choose a patient',
  durationRequired: 'Choose how long the appointment takes',
  booked: (patient: string, when: string) => `Booked ${patient} for ${when}`,
  bookFailed: 'Failed to book the appointment. Please try again.',
} as const;

/** The booking form: who, what, with whom, when and for how long, and the desk's note. */
export const bookingFormSchema = z.object({
  patient_id: recordIdSchema(BOOKING_MESSAGES.patientRequired),
  name: singleLineText({ message: PROCEDURE_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: PROCEDURE_MESSAGES.nameRequired })
    .max(200),
  service_id: z.number().int().positive().nullable(),
  doctor_name: singleLineText({ message: PROCEDURE_MESSAGES.doctorRequired })
    .trim()
    .min(1, { message: PROCEDURE_MESSAGES.doctorRequired })
    .max(200),
  start_datetime: z
    .string()
    .trim()
    .min(1, { message: PROCEDURE_MESSAGES.startRequired })
    .refine((value) => parseClinicDateTime(value) !== undefined, { message: PROCEDURE_MESSAGES.invalidDateTime }),
  duration_minutes: z.number({ message: BOOKING_MESSAGES.durationRequired }).int().positive(),
  booking_note: multiLineText().max(BOOKING_NOTE_MAX_LENGTH),
});
export type BookingForm = z.infer<typeof bookingFormSchema>;

/** The booking as the create call takes it: a scheduled procedure with an end, and no clinical field. */
export function bookingPayload(form: BookingForm) {
  const start = parseClinicDateTime(form.start_datetime) as Date;
  return {
    patient_id: form.patient_id,
    name: form.name,
    service_id: form.service_id,
    doctor_name: form.doctor_name,
    start_datetime: start.toISOString(),
    end_datetime: new Date(start.getTime() + form.duration_minutes * 60_000).toISOString(),
    status: 'scheduled' as const,
    booking_note: form.booking_note.trim() || null,
  };
}
