import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../auth/auth-messages.ts';
import { recordIdSchema } from '../common/ids.ts';
import { ROLES } from '../common/roles.ts';
import { singleLineText } from '../common/text.ts';

export const PRACTITIONER_MESSAGES = {
  notFound: 'Practitioner not found',
  notYours: 'Only the practitioner or an administrator can change this profile',
  markByAdministrator: 'Only an administrator can mark a user as a practitioner',
  displayNameRequired: 'The printed name is required',
  saved: 'Practitioner profile saved',
  saveFailed: 'Failed to save the practitioner profile',
} as const;

/**
 * A user's practitioner profile: the name printed on procedures and schedules. Every active
 * DOCTOR is on the roster; a user of another role is when marked as a practitioner.
 */
export const practitionerSchema = z.object({
  user_id: z.number().int(),
  /** The name as printed ("Dr. Maria Reyes"). */
  display_name: z.string(),
  role: z.enum(ROLES),
  /** Other names typed for this practitioner on procedures ("Dr Reyes"): they show in this column. */
  answers_to: z.array(z.string()),
  /** Marked as a practitioner, for a user whose role is not DOCTOR. */
  is_practitioner: z.boolean(),
  /** Active and a DOCTOR or marked: offered in the procedure forms and given a schedule column. */
  on_roster: z.boolean(),
});
export type Practitioner = z.infer<typeof practitionerSchema>;

export const practitionerRosterSchema = z.array(practitionerSchema);

export const practitionerInputSchema = z.object({
  display_name: singleLineText().min(1, { message: PRACTITIONER_MESSAGES.displayNameRequired }).max(MAX_NAME_LENGTH),
  /** Left out: unchanged. Only an administrator changes it. */
  is_practitioner: z.boolean().optional(),
  answers_to: z.array(singleLineText().min(1).max(MAX_NAME_LENGTH)).max(20).default([]),
});
export type PractitionerInput = z.infer<typeof practitionerInputSchema>;

export const practitionerParamsSchema = z.object({ userId: recordIdSchema() });
