import { z } from 'zod';
import { recordIdSchema } from '../common/ids.ts';
import { SIGNATURE_MESSAGES, signatureDataUrlSchema } from '../common/signature.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import { PHOTO_RELEASES, photoReleaseSchema } from './photo-release.ts';

export const CONSENT_MESSAGES = {
  titleRequired: 'Title is required',
  bodyRequired: 'Consent text is required',
  templateNotFound: 'Consent template not found',
  templateRetired: 'This consent template is retired',
  consentNotFound: 'Consent not found',
  alreadyRevoked: 'This consent is already revoked',
  signerNameRequired: "The patient's full name is required",
  signatureRequired: SIGNATURE_MESSAGES.required,
  signatureInvalid: SIGNATURE_MESSAGES.invalid,
  signatureTooManyPixels: SIGNATURE_MESSAGES.tooManyPixels,
  witnessRequired: "This consent needs the witness's name and signature",
  reasonRequired: 'Reason is required',
  photoReleaseRequired: 'Choose a photo release',
  /** The gate's answer when a procedure that needs a consent would start without one. */
  consentRequired: 'A signed consent is required before this procedure can start.',
  pdfLinkInvalid: 'This link has expired or is not valid',
  wrongPassword: 'Incorrect password',
  passwordConfirmed: 'Password confirmed',
} as const;

const procedureNames = z
  .array(singleLineText().min(1).max(200))
  .max(100)
  .default([])
  // Each name once, in the order given.
  .transform((names) => [...new Set(names)]);

export const consentTemplateInputSchema = z.object({
  title: singleLineText().min(1, { message: CONSENT_MESSAGES.titleRequired }).max(200),
  /** Plain text with paragraphs; headings and lists as Markdown. */
  body: multiLineText().trim().min(1, { message: CONSENT_MESSAGES.bodyRequired }).max(50_000),
  /** Procedure names that need this consent, matched folded and as words of a longer name; empty: offered, not required. */
  procedure_names: procedureNames,
  witness_required: z.boolean().default(false),
});
export type ConsentTemplateInput = z.input<typeof consentTemplateInputSchema>;

export const consentTemplateSchema = z.object({
  id: z.number().int(),
  /** The current version's number and fields; signed consents keep the version they were signed on. */
  version: z.number().int(),
  version_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  procedure_names: z.array(z.string()),
  witness_required: z.boolean(),
  retired_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsentTemplate = z.infer<typeof consentTemplateSchema>;

export const consentTemplateListSchema = z.array(consentTemplateSchema);

export const signConsentInputSchema = z
  .object({
    template_id: recordIdSchema(),
    signer_name: singleLineText({ message: CONSENT_MESSAGES.signerNameRequired })
      .min(1, { message: CONSENT_MESSAGES.signerNameRequired })
      .max(200),
    signature: signatureDataUrlSchema,
    witness_name: singleLineText().max(200).optional().nullable(),
    witness_signature: signatureDataUrlSchema.optional().nullable(),
    photo_release: z.enum(PHOTO_RELEASES, { message: CONSENT_MESSAGES.photoReleaseRequired }),
  })
  .refine((input) => Boolean(input.witness_name) === Boolean(input.witness_signature), {
    message: CONSENT_MESSAGES.witnessRequired,
    path: ['witness_name'],
  });
export type SignConsentInput = z.input<typeof signConsentInputSchema>;

/** Whether a signing carries a witness: the witness's name and signature, both. */
export const witnessGiven = (input: { witness_name?: string | null; witness_signature?: string | null }) =>
  Boolean(input.witness_name && input.witness_signature);

/** The signing form's rules for a template: one that needs a witness takes the name and the signature. */
export const signConsentSchemaFor = (witnessRequired: boolean) =>
  witnessRequired
    ? signConsentInputSchema.refine(witnessGiven, { message: CONSENT_MESSAGES.witnessRequired, path: ['witness_name'] })
    : signConsentInputSchema;

export const revokeConsentInputSchema = z.object({
  reason: singleLineText({ message: CONSENT_MESSAGES.reasonRequired })
    .min(1, { message: CONSENT_MESSAGES.reasonRequired })
    .max(500),
});
export type RevokeConsentInput = z.infer<typeof revokeConsentInputSchema>;

export const procedureConsentSchema = z.object({
  id: z.number().int(),
  procedure_id: z.number().int(),
  template_id: z.number().int(),
  template_title: z.string(),
  template_version: z.number().int(),
  signer_name: z.string(),
  witness_name: z.string().nullable(),
  photo_release: photoReleaseSchema,
  signed_at: z.string(),
  signed_by: z.string().nullable(),
  sha256: z.string(),
  revoked_at: z.string().nullable(),
  revoked_by: z.string().nullable(),
  revoke_reason: z.string().nullable(),
});
export type ProcedureConsent = z.infer<typeof procedureConsentSchema>;

/** A procedure's consents, and whether one is still needed before it can start. */
export const procedureConsentsResponseSchema = z.object({
  items: z.array(procedureConsentSchema),
  /** Templates that list this procedure's name, current versions; signed or not. */
  required_template_ids: z.array(z.number().int()),
  consent_required: z.boolean(),
});
export type ProcedureConsentsResponse = z.infer<typeof procedureConsentsResponseSchema>;

export const consentPdfLinkSchema = z.object({ url: z.string() });

export const verifyPasswordInputSchema = z.object({ password: z.string().min(1).max(200) });
