import { z } from 'zod';
import { isValidIsoDate } from '../common/dates.ts';
import { productUsageInputSchema, productUsageSchema } from '../inventory/inventory.schemas.ts';
import { recordIdSchema } from '../common/ids.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import { amountSchema } from '../common/money.ts';
import { pagedResponseSchema } from '../common/pagination.ts';
import { faceAnnotationPointsInputSchema } from './face-annotation.schemas.ts';
import { looksLikeJson, parseProcedureDetails } from './procedure-details.ts';
import { PAYMENT_MODES, PAYMENT_STATUSES } from '../transactions/transaction.schemas.ts';
import { parseClinicDateTime } from './clinic-datetime.ts';
import { PROCEDURE_MESSAGES } from './procedure-messages.ts';
import { PROCEDURE_STATUSES, procedureStatusSchema } from './procedure-status.ts';
import { ATTENDANCES, CONFIRMATIONS } from './schedule.schemas.ts';
import { BOOKING_NOTE_MAX_LENGTH } from './booking.ts';

const optionalText = (text: typeof singleLineText, max: number) =>
  text()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

export const medicationSchema = z.object({
  name: singleLineText({ message: PROCEDURE_MESSAGES.medicationNameRequired })
    .min(1, { message: PROCEDURE_MESSAGES.medicationNameRequired })
    .max(200),
  dosage: optionalText(singleLineText, 200),
  frequency: optionalText(singleLineText, 200),
  start_date: z
    .string()
    .nullish()
    .refine((value) => !value || isValidIsoDate(value), { message: 'Enter a valid start date' })
    .transform((value) => value || null),
  notes: optionalText(multiLineText, 2000),
});
/** A stored medication, as the API answers it (response schemas carry no transforms). */
export const storedMedicationSchema = z.object({
  name: z.string(),
  dosage: z.string(),
  frequency: z.string(),
  start_date: z.string().nullable(),
  notes: z.string(),
});
export type Medication = z.infer<typeof storedMedicationSchema>;
export type MedicationInput = z.input<typeof medicationSchema>;

const dateTimeSchema = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage })
    .refine((value) => parseClinicDateTime(value) !== undefined, { message: PROCEDURE_MESSAGES.invalidDateTime })
    .transform((value) => (parseClinicDateTime(value) as Date).toISOString());

const optionalDateTimeSchema = z
  .string()
  .trim()
  .nullish()
  .refine((value) => !value || parseClinicDateTime(value) !== undefined, {
    message: PROCEDURE_MESSAGES.invalidDateTime,
  })
  .transform((value) => {
    if (value === undefined) return undefined;
    return value ? (parseClinicDateTime(value) as Date).toISOString() : null;
  });

const detailsSchema = multiLineText()
  .max(200_000)
  .nullish()
  .refine((value) => !value || !looksLikeJson(value) || parseProcedureDetails(value) !== undefined, {
    message: PROCEDURE_MESSAGES.invalidDetails,
  });

const requiredName = (message: string) => singleLineText({ message }).min(1, { message }).max(200);

export const procedureTransactionInputSchema = z.object({
  amount: amountSchema.optional(),
  payment_mode: z.enum(PAYMENT_MODES).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  payment_date: z.string().refine(isValidIsoDate, { message: 'Enter a valid payment date' }).optional(),
});
export type ProcedureTransactionInput = z.output<typeof procedureTransactionInputSchema>;

const procedureFields = {
  name: requiredName(PROCEDURE_MESSAGES.nameRequired),
  doctor_name: requiredName(PROCEDURE_MESSAGES.doctorRequired),
  details: detailsSchema,
  start_datetime: dateTimeSchema(PROCEDURE_MESSAGES.startRequired),
  end_datetime: optionalDateTimeSchema,
  status: procedureStatusSchema,
  medications: z.array(medicationSchema).max(100),
  /** Our addition: the diagram's points, saved with the procedure in one transaction. */
  face_annotations: faceAnnotationPointsInputSchema.optional(),
  /** Our addition: the procedure's payment, saved with it in one transaction. */
  transaction: procedureTransactionInputSchema.optional(),
  /** Our addition: products used but not on a point (a full-face skin booster, a refill's purchase). */
  product_lines: z.array(productUsageInputSchema).max(50).optional(),
  /**
   * Our addition: the catalogue's service this procedure is. Given, it wins; null or left out, the
   * server links the service whose name the procedure's name folds to.
   */
  service_id: recordIdSchema().nullish(),
  /** Our addition: the front desk's note on the booking; empty clears it. */
  booking_note: multiLineText()
    .max(BOOKING_NOTE_MAX_LENGTH)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null)),
};

const endNotBeforeStart = {
  check: (input: { start_datetime?: string; end_datetime?: string | null }) =>
    !input.start_datetime || !input.end_datetime || input.end_datetime >= input.start_datetime,
  issue: { message: PROCEDURE_MESSAGES.endBeforeStart, path: ['end_datetime'] },
};

export const createProcedureInputSchema = z
  .object({
    patient_id: recordIdSchema(PROCEDURE_MESSAGES.invalidPatient),
    ...procedureFields,
    medications: procedureFields.medications.default([]),
  })
  .refine(endNotBeforeStart.check, endNotBeforeStart.issue);
export type CreateProcedureInput = z.input<typeof createProcedureInputSchema>;
export type CreateProcedure = z.output<typeof createProcedureInputSchema>;

/** PUT sends the changed fields only. */
export const updateProcedureInputSchema = z
  .object({
    ...procedureFields,
    start_datetime: procedureFields.start_datetime.optional(),
    name: procedureFields.name.optional(),
    doctor_name: procedureFields.doctor_name.optional(),
    status: procedureFields.status.optional(),
    medications: procedureFields.medications.optional(),
  })
  .refine(endNotBeforeStart.check, endNotBeforeStart.issue);
export type UpdateProcedureInput = z.input<typeof updateProcedureInputSchema>;
export type UpdateProcedure = z.output<typeof updateProcedureInputSchema>;

export const procedureStatusQuerySchema = z.object({ status: procedureStatusSchema });

/** Reopening a completed procedure: an administrator's action, with the reason kept in the audit. */
export const reopenProcedureInputSchema = z.object({
  reason: singleLineText().trim().min(1, { message: PROCEDURE_MESSAGES.reopenReasonRequired }).max(500),
});
export type ReopenProcedureInput = z.input<typeof reopenProcedureInputSchema>;

export const procedureTransactionSummarySchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  payment_mode: z.enum(PAYMENT_MODES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_date: z.string(),
});

export const procedureSchema = z.object({
  id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  name: z.string(),
  /** Our addition: the catalogue's service, or null for a name that matches none. */
  service_id: z.number().int().nullable(),
  doctor_name: z.string(),
  details: z.string().nullable(),
  start_datetime: z.string(),
  end_datetime: z.string().nullable(),
  status: z.enum(PROCEDURE_STATUSES),
  medications: z.array(storedMedicationSchema),
  /** Our addition: the payment row, so screens need no second call. */
  transaction: procedureTransactionSummarySchema.nullable(),
  /** Our addition, on one procedure's answers: what it used of each lot, on points and as lines. */
  products: z.array(productUsageSchema).optional(),
  /** Our addition: the front desk's record of the appointment and the patient's answer to reminders. */
  attendance: z.enum(ATTENDANCES),
  checked_in_at: z.string().nullable(),
  confirmation: z.enum(CONFIRMATIONS),
  /** Our addition: the front desk's note on the booking. */
  booking_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Procedure = z.output<typeof procedureSchema>;

/** A patient's procedures. */
export const procedureListSchema = z.array(procedureSchema);

export const procedureStatsSchema = z.object({
  scheduled: z.number().int(),
  ongoing: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type ProcedureStats = z.infer<typeof procedureStatsSchema>;

export const procedureListResponseSchema = pagedResponseSchema(procedureSchema).extend({
  stats: procedureStatsSchema,
});
export type ProcedureListResponse = z.infer<typeof procedureListResponseSchema>;

export const procedureDashboardStatsSchema = procedureStatsSchema.extend({ total: z.number().int() });
