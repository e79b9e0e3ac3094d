import { z } from 'zod';
import { recordIdSchema } from '../common/ids.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/** Sections of a template or a note: a clinical note, not a form. */
export const MAX_NOTE_SECTIONS = 30;

export const NOTE_MESSAGES = {
  templateNameRequired: 'Name is required',
  sectionTitleRequired: 'Section title is required',
  sectionsRequired: 'Add at least one section',
  tooManySections: `A note has at most ${MAX_NOTE_SECTIONS} sections`,
  templateNotFound: 'Note template not found',
  noteNotFound: 'Note not found',
  signedNoteLocked: 'This note is signed and can no longer be edited. Add an amendment instead.',
  notSigned: 'Sign the note before amending or co-signing it',
  notTheAuthor: 'Only the author can sign this note',
  emptyNote: 'Write the note before signing it',
  passwordOrCode: 'Enter your password or the code from your authenticator app',
  noTwoFactor: 'Two-factor sign-in is not on for this account: enter your password',
  notTheCosigner: 'Only the doctor of this procedure can co-sign this note',
  noCosignNeeded: 'This note does not wait for a co-signature',
  alreadyCosigned: 'This note is already co-signed',
  reasonRequired: 'Reason is required',
} as const;

/** The sections a template has when none are given: SOAP. */
export const SOAP_SECTIONS = ['Subjective', 'Objective', 'Assessment', 'Plan'] as const;

const sectionTitle = singleLineText({ message: NOTE_MESSAGES.sectionTitleRequired })
  .min(1, { message: NOTE_MESSAGES.sectionTitleRequired })
  .max(200);

export const noteTemplateInputSchema = z.object({
  name: singleLineText({ message: NOTE_MESSAGES.templateNameRequired })
    .min(1, { message: NOTE_MESSAGES.templateNameRequired })
    .max(200),
  sections: z
    .array(sectionTitle)
    .min(1, { message: NOTE_MESSAGES.sectionsRequired })
    .max(MAX_NOTE_SECTIONS, { message: NOTE_MESSAGES.tooManySections })
    .default([...SOAP_SECTIONS])
    // Each title once, in the order given: a note's sections are keyed by title.
    .transform((titles) => [...new Set(titles)]),
  /** Procedure names that open this template, matched as the services catalogue matches names. */
  procedure_names: z
    .array(singleLineText().min(1).max(200))
    .max(100)
    .default([])
    .transform((names) => [...new Set(names)]),
});
export type NoteTemplateInput = z.input<typeof noteTemplateInputSchema>;

export const noteTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sections: z.array(z.string()),
  procedure_names: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NoteTemplate = z.infer<typeof noteTemplateSchema>;

export const noteTemplateListSchema = z.array(noteTemplateSchema);

/** A note's text: each section's title and what was written under it, in the order written. */
export const noteSectionsSchema = z
  .record(sectionTitle, multiLineText().max(20_000))
  .refine((sections) => Object.keys(sections).length <= MAX_NOTE_SECTIONS, {
    message: NOTE_MESSAGES.tooManySections,
  });
export type NoteSections = z.infer<typeof noteSectionsSchema>;

export const noteInputSchema = z.object({
  template_id: recordIdSchema(NOTE_MESSAGES.templateNotFound).optional().nullable(),
  sections: noteSectionsSchema,
});
export type NoteInput = z.input<typeof noteInputSchema>;

/**
 * Who signs, proven again at the moment of signing: the signer's password, or a code of their
 * authenticator app when two-factor sign-in is on for them.
 */
const signingProofShape = {
  password: z.string().min(1).max(200).optional(),
  code: singleLineText().min(1).max(20).optional(),
};
const oneProof = (input: { password?: string | undefined; code?: string | undefined }) =>
  (input.password === undefined) !== (input.code === undefined);
const proofRefinement = { message: NOTE_MESSAGES.passwordOrCode, path: ['password'] };

export const signNoteInputSchema = z.object(signingProofShape).refine(oneProof, proofRefinement);
export type SignNoteInput = z.infer<typeof signNoteInputSchema>;

export const noteAmendmentInputSchema = z
  .object({
    reason: singleLineText({ message: NOTE_MESSAGES.reasonRequired })
      .min(1, { message: NOTE_MESSAGES.reasonRequired })
      .max(500),
    sections: noteSectionsSchema,
    ...signingProofShape,
  })
  .refine(oneProof, proofRefinement);
export type NoteAmendmentInput = z.infer<typeof noteAmendmentInputSchema>;

export const NOTE_STATUSES = ['draft', 'signed', 'cosigned'] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

export const noteAmendmentSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  sections: z.record(z.string(), z.string()),
  signed_at: z.string(),
  signed_by: z.string(),
  sha256: z.string(),
});
export type NoteAmendment = z.infer<typeof noteAmendmentSchema>;

/** A note as it reads: the original, then every amendment in the order signed. */
export const noteSchema = z.object({
  id: z.number().int(),
  procedure_id: z.number().int(),
  procedure_name: z.string(),
  patient_id: z.number().int(),
  template_id: z.number().int().nullable(),
  status: z.enum(NOTE_STATUSES),
  sections: z.record(z.string(), z.string()),
  author_id: z.number().int().nullable(),
  author: z.string(),
  author_role: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  signed_at: z.string().nullable(),
  signed_by: z.string().nullable(),
  /** SHA-256 of the signed text's canonical form (`canonicalNoteText`). */
  sha256: z.string().nullable(),
  /** The doctor whose co-signature the note waits for or received, if any. */
  cosigner: z.string().nullable(),
  cosigned_at: z.string().nullable(),
  amendments: z.array(noteAmendmentSchema),
});
export type Note = z.infer<typeof noteSchema>;

export const notesResponseSchema = z.object({ items: z.array(noteSchema) });
export type NotesResponse = z.infer<typeof notesResponseSchema>;

/**
 * The text a signature's SHA-256 is taken of: the sections as a JSON array of `[title, text]`
 * pairs in the order written, so anyone holding the note can check it.
 */
export const canonicalNoteText = (sections: Record<string, string>): string => JSON.stringify(Object.entries(sections));
