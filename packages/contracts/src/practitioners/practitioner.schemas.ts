import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../auth/auth-messages.ts';
import { isValidIsoDate } from '../common/dates.ts';
import { recordIdSchema } from '../common/ids.ts';
import { ROLES } from '../common/roles.ts';
import { signatureDataUrlSchema } from '../common/signature.ts';
import { singleLineText } from '../common/text.ts';

/** A PTR is issued for a calendar year; these bound the years a profile may name. */
export const MIN_PTR_YEAR = 2000;
export const MAX_PTR_YEAR = 2099;
/** A PRC licence number: digits only, as printed on the PRC identification card. */
export const MAX_PRC_DIGITS = 7;
/** Address lines printed under the name on a letterhead or prescription. */
export const MAX_LETTERHEAD_LINES = 6;
export const MAX_LETTERHEAD_LINE_LENGTH = 120;

export const PRACTITIONER_MESSAGES = {
  notFound: 'Practitioner not found',
  notYours: 'Only the practitioner or an administrator can change this profile',
  markByAdministrator: 'Only an administrator can mark a user as a practitioner',
  displayNameRequired: 'The printed name is required',
  namesDiffer: 'The printed name and the display name must be the same',
  prcNumberInvalid: `The PRC licence number must be digits only, at most ${MAX_PRC_DIGITS}`,
  dateInvalid: 'Enter a real date as YYYY-MM-DD',
  ptrNumberInvalid: 'The PTR number may hold letters, digits and dashes only, at most 20',
  ptrYearInvalid: `The PTR year must be a year from ${MIN_PTR_YEAR} to ${MAX_PTR_YEAR}`,
  s2NumberInvalid: 'The S2 licence number may hold letters, digits and dashes only, at most 20',
  letterheadLineTooLong: `Each letterhead line holds at most ${MAX_LETTERHEAD_LINE_LENGTH} characters`,
  tooManyLetterheadLines: `A letterhead holds at most ${MAX_LETTERHEAD_LINES} lines`,
  saved: 'Practitioner profile saved',
  saveFailed: 'Failed to save the practitioner profile',
  fetchFailed: 'Failed to load the practitioner profile. Please try again.',
} as const;

/**
 * A user's practitioner profile: the name printed on procedures, schedules, prescriptions and
 * letterheads, and what a Philippine prescription needs (PRC licence, PTR, S2 licence, signature).
 * Every active DOCTOR is on the roster; a user of another role is when marked as a practitioner.
 */
export const practitionerSchema = z.object({
  user_id: z.number().int(),
  /** The name as printed ("Dr. Maria Reyes"); the same value as `printed_name`, kept for earlier clients. */
  display_name: z.string(),
  /** The full name with title as printed ("Dr. Maria Reyes, FPDS"). */
  printed_name: z.string(),
  role: z.enum(ROLES),
  /** Other names typed for this practitioner on procedures ("Dr Reyes"): they show in this column. */
  answers_to: z.array(z.string()),
  /** Marked as a practitioner, for a user whose role is not DOCTOR. */
  is_practitioner: z.boolean(),
  /** Active and a DOCTOR or marked: offered in the procedure forms and given a schedule column. */
  on_roster: z.boolean(),
  specialty: z.string().nullable(),
  prc_number: z.string().nullable(),
  /** The PRC licence's last valid day, YYYY-MM-DD. */
  prc_valid_until: z.string().nullable(),
  ptr_number: z.string().nullable(),
  /** The year the Professional Tax Receipt is for: it is valid to that year's 31 December. */
  ptr_year: z.number().int().nullable(),
  s2_number: z.string().nullable(),
  letterhead_lines: z.array(z.string()),
  /** The signature as a PNG data URL, or null when none is on file. */
  signature: z.string().nullable(),
});
export type Practitioner = z.infer<typeof practitionerSchema>;

/** The roster leaves the signatures out: it is read by every schedule and procedure form. */
export const practitionerSummarySchema = practitionerSchema.omit({ signature: true });
export type PractitionerSummary = z.infer<typeof practitionerSummarySchema>;
export const practitionerRosterSchema = z.array(practitionerSummarySchema);

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Optional text: left out, unchanged; blank or null, removed. */
const optionalCode = (message: string) =>
  z
    .preprocess(
      blankAsNull,
      singleLineText()
        .max(20, { message })
        .regex(/^[A-Za-z0-9-]+$/, { message })
        .nullable(),
    )
    .optional();

const printedName = singleLineText()
  .min(1, { message: PRACTITIONER_MESSAGES.displayNameRequired })
  .max(MAX_NAME_LENGTH);

/**
 * A profile as written. `printed_name` and `display_name` are one value (either may be sent, or
 * both alike). The licence fields, letterhead and signature are left unchanged when left out, and
 * removed when sent blank or null, so a client that writes only the name keeps them.
 */
export const practitionerInputSchema = z
  .object({
    printed_name: printedName.optional(),
    display_name: printedName.optional(),
    /** Left out: unchanged. Only an administrator changes it. */
    is_practitioner: z.boolean().optional(),
    answers_to: z.array(singleLineText().min(1).max(MAX_NAME_LENGTH)).max(20).default([]),
    specialty: z.preprocess(blankAsNull, singleLineText().max(MAX_NAME_LENGTH).nullable()).optional(),
    prc_number: z
      .preprocess(
        blankAsNull,
        singleLineText()
          .regex(new RegExp(`^\\d{1,${MAX_PRC_DIGITS}}$`), { message: PRACTITIONER_MESSAGES.prcNumberInvalid })
          .nullable(),
      )
      .optional(),
    prc_valid_until: z
      .preprocess(
        blankAsNull,
        z.string().trim().refine(isValidIsoDate, { message: PRACTITIONER_MESSAGES.dateInvalid }).nullable(),
      )
      .optional(),
    ptr_number: optionalCode(PRACTITIONER_MESSAGES.ptrNumberInvalid),
    ptr_year: z
      .preprocess(
        blankAsNull,
        z.coerce
          .number({ message: PRACTITIONER_MESSAGES.ptrYearInvalid })
          .int({ message: PRACTITIONER_MESSAGES.ptrYearInvalid })
          .min(MIN_PTR_YEAR, { message: PRACTITIONER_MESSAGES.ptrYearInvalid })
          .max(MAX_PTR_YEAR, { message: PRACTITIONER_MESSAGES.ptrYearInvalid })
          .nullable(),
      )
      .optional(),
    s2_number: optionalCode(PRACTITIONER_MESSAGES.s2NumberInvalid),
    letterhead_lines: z
      .array(singleLineText().max(MAX_LETTERHEAD_LINE_LENGTH, { message: PRACTITIONER_MESSAGES.letterheadLineTooLong }))
      .max(MAX_LETTERHEAD_LINES, { message: PRACTITIONER_MESSAGES.tooManyLetterheadLines })
      // Blank lines are left out, so an emptied row prints nothing.
      .transform((lines) => lines.filter((line) => line !== ''))
      .optional(),
    signature: signatureDataUrlSchema.nullable().optional(),
  })
  .superRefine((input, context) => {
    if (input.printed_name === undefined && input.display_name === undefined)
      context.addIssue({ code: 'custom', path: ['printed_name'], message: PRACTITIONER_MESSAGES.displayNameRequired });
    else if (
      input.printed_name !== undefined &&
      input.display_name !== undefined &&
      input.printed_name !== input.display_name
    )
      context.addIssue({ code: 'custom', path: ['display_name'], message: PRACTITIONER_MESSAGES.namesDiffer });
  });
export type PractitionerInput = z.input<typeof practitionerInputSchema>;
export type PractitionerFields = z.output<typeof practitionerInputSchema>;

export const practitionerParamsSchema = z.object({ userId: recordIdSchema() });
