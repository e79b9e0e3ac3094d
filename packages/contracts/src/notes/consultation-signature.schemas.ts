import { z } from 'zod';
import { recordIdSchema } from '../common/ids.ts';
import { PATIENT_LIMITS } from '../patients/patient-fields.ts';
import { noteAmendmentSchema } from './note.schemas.ts';

export const CONSULTATION_MESSAGES = {
  signedConsultationLocked: 'This consultation is signed and can no longer be edited. Add an amendment instead.',
  alreadySigned: 'This consultation is already signed',
  notSigned: 'Sign the consultation before amending it',
  emptyConsultation: 'Write the consultation before signing it',
  followUpNotFound: 'Follow-up consultation not found',
} as const;

/** The initial consultation's fields, in the order they are shown and hashed. */
export const CONSULTATION_FIELDS = [
  'chief_complaint',
  'physical_examination',
  'history',
  'assessment',
  'management',
] as const;
/** A follow-up's fields, in the order they are shown and hashed. */
export const FOLLOW_UP_FIELDS = ['date', 'notes', 'plan'] as const;

/**
 * The sections a consultation record is signed as: its fields by name, in the order above, so the
 * signed text (and its `canonicalNoteText` hash) does not depend on how a client ordered its keys.
 */
export function consultationSections(
  fields: readonly string[],
  record: Readonly<Record<string, unknown>>,
): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, typeof record[field] === 'string' ? record[field] : '']));
}

export const CONSULTATION_ENTRIES = ['initial', 'follow_up'] as const;
export type ConsultationEntry = (typeof CONSULTATION_ENTRIES)[number];

/** A signed consultation record: the text as signed, then every amendment in the order signed. */
export const consultationSignatureSchema = z.object({
  entry: z.enum(CONSULTATION_ENTRIES),
  /** The follow-up's place in `succeeding_consultations` (from 0); null for the initial consultation. */
  index: z.number().int().nullable(),
  sections: z.record(z.string(), z.string()),
  signed_at: z.string(),
  signed_by: z.string(),
  /** SHA-256 of `canonicalNoteText(sections)`. */
  sha256: z.string(),
  amendments: z.array(noteAmendmentSchema),
});
export type ConsultationSignature = z.infer<typeof consultationSignatureSchema>;

export const consultationSignaturesResponseSchema = z.object({ items: z.array(consultationSignatureSchema) });
export type ConsultationSignaturesResponse = z.infer<typeof consultationSignaturesResponseSchema>;

export const followUpParamsSchema = z.object({
  id: recordIdSchema(),
  /** The follow-up's place in `succeeding_consultations`, from 0. */
  index: z.coerce
    .number({ message: CONSULTATION_MESSAGES.followUpNotFound })
    .int({ message: CONSULTATION_MESSAGES.followUpNotFound })
    .min(0, { message: CONSULTATION_MESSAGES.followUpNotFound })
    .max(PATIENT_LIMITS.listRows, { message: CONSULTATION_MESSAGES.followUpNotFound }),
});
