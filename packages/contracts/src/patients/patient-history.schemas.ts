import { z } from 'zod';

/** A value as the audit trail keeps it: one field of a form, never a whole section. */
export const historyValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type HistoryValue = z.infer<typeof historyValueSchema>;

/**
 * One field of a change: `field` is its path in the record (`occupation`, `medical_history.asthma`,
 * `surgeries.0.date`), `from` and `to` its values before and after. A record created has only `to`
 * values, one removed only `from` values.
 */
export const historyFieldChangeSchema = z.object({
  field: z.string(),
  from: historyValueSchema,
  to: historyValueSchema,
});
export type HistoryFieldChange = z.infer<typeof historyFieldChangeSchema>;

export const PATIENT_CHANGE_ENTITIES = [
  'patient',
  'attachment',
  'procedure',
  'transaction',
  'face_annotation',
  'consent',
  'note',
  'invoice',
  'credit_memo',
] as const;
export type PatientChangeEntity = (typeof PATIENT_CHANGE_ENTITIES)[number];

/** One line of GET /patients/{id}/history/changes, newest first. */
export const patientChangeSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.enum(PATIENT_CHANGE_ENTITIES),
  entity_id: z.string().nullable(),
  /** What the change was about besides the patient: a file's name, a procedure's name. */
  subject: z.string().nullable(),
  user_name: z.string(),
  role: z.string(),
  created_at: z.string(),
  fields: z.array(historyFieldChangeSchema),
});
export type PatientChange = z.infer<typeof patientChangeSchema>;
export const patientChangesResponseSchema = z.object({ items: z.array(patientChangeSchema) });
export type PatientChangesResponse = z.infer<typeof patientChangesResponseSchema>;

/** The audit's actions that read a patient's record rather than change it. */
export const PATIENT_ACCESS_ACTIONS = ['view', 'download'] as const;

/** One line of GET /patients/{id}/history/access: one user's reads of the record on one clinic day. */
export const patientAccessSchema = z.object({
  /** The clinic's day, YYYY-MM-DD. */
  date: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  role: z.string(),
  /** Profile views that day. */
  views: z.number().int(),
  /** Attachment downloads that day. */
  downloads: z.number().int(),
  /** The last read of the day. */
  last_at: z.string(),
});
export type PatientAccess = z.infer<typeof patientAccessSchema>;
export const patientAccessResponseSchema = z.object({ items: z.array(patientAccessSchema) });
export type PatientAccessResponse = z.infer<typeof patientAccessResponseSchema>;
