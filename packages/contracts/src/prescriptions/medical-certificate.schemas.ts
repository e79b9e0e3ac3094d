import { z } from 'zod';
import { isValidIsoDate } from '../common/dates.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import { issuedDocumentFields } from './prescription.schemas.ts';

export const MEDICAL_CERTIFICATE_KINDS = ['consultation', 'fitness'] as const;
export type MedicalCertificateKind = (typeof MEDICAL_CERTIFICATE_KINDS)[number];

export const MEDICAL_CERTIFICATE_KIND_LABELS: Record<MedicalCertificateKind, string> = {
  consultation: 'Certificate of consultation',
  fitness: 'Certificate of fitness',
};

export const MEDICAL_CERTIFICATE_MESSAGES = {
  kindRequired: 'Choose the kind of certificate',
  dateInvalid: 'Enter a real date as YYYY-MM-DD',
  findingsRequired: 'Findings or diagnosis are required',
  recommendationRequired: 'Recommendation is required',
  purposeRequired: 'Purpose is required',
  restBothOrNeither: 'Give both days of rest, from and to, or neither',
  restOrder: 'The last day of rest cannot be before the first',
  notFound: 'Medical certificate not found',
  noProfile: 'Only a doctor with a practitioner profile can issue medical certificates',
  notTheAuthor: 'Only the doctor who wrote this certificate can sign or revoke it',
  alreadySigned: 'This certificate is signed and can no longer be changed',
  notSigned: 'Sign the certificate before printing or revoking it',
  alreadyRevoked: 'This certificate is already revoked',
  created: 'Medical certificate saved as a draft. Sign it to print it.',
  createFailed: 'Failed to save the medical certificate',
  signed: 'Medical certificate signed',
  signFailed: 'Failed to sign the medical certificate',
  revoked: 'Medical certificate revoked',
  revokeFailed: 'Failed to revoke the medical certificate',
  fetchFailed: 'Failed to load the medical certificates. Please try again.',
  pdfFailed: 'Failed to open the medical certificate PDF',
} as const;

const isoDate = z.string().trim().refine(isValidIsoDate, { message: MEDICAL_CERTIFICATE_MESSAGES.dateInvalid });
const optionalDate = z.preprocess((value) => (value === '' || value === null ? undefined : value), isoDate.optional());
const requiredText = (message: string) => multiLineText({ message }).trim().min(1, { message }).max(2000);

export const medicalCertificateInputSchema = z
  .object({
    kind: z.enum(MEDICAL_CERTIFICATE_KINDS, { message: MEDICAL_CERTIFICATE_MESSAGES.kindRequired }),
    examined_on: isoDate,
    findings: requiredText(MEDICAL_CERTIFICATE_MESSAGES.findingsRequired),
    recommendation: requiredText(MEDICAL_CERTIFICATE_MESSAGES.recommendationRequired),
    rest_from: optionalDate,
    rest_to: optionalDate,
    purpose: singleLineText({ message: MEDICAL_CERTIFICATE_MESSAGES.purposeRequired })
      .min(1, { message: MEDICAL_CERTIFICATE_MESSAGES.purposeRequired })
      .max(200),
  })
  .superRefine((input, context) => {
    if ((input.rest_from === undefined) !== (input.rest_to === undefined))
      context.addIssue({ code: 'custom', path: ['rest_to'], message: MEDICAL_CERTIFICATE_MESSAGES.restBothOrNeither });
    else if (input.rest_from && input.rest_to && input.rest_to < input.rest_from)
      context.addIssue({ code: 'custom', path: ['rest_to'], message: MEDICAL_CERTIFICATE_MESSAGES.restOrder });
  });
export type MedicalCertificateInput = z.input<typeof medicalCertificateInputSchema>;
export type MedicalCertificateFields = z.output<typeof medicalCertificateInputSchema>;

export const medicalCertificateSchema = z.object({
  ...issuedDocumentFields,
  kind: z.enum(MEDICAL_CERTIFICATE_KINDS),
  examined_on: z.string(),
  findings: z.string(),
  recommendation: z.string(),
  rest_from: z.string().nullable(),
  rest_to: z.string().nullable(),
  purpose: z.string(),
});
export type MedicalCertificate = z.infer<typeof medicalCertificateSchema>;

export const medicalCertificatesResponseSchema = z.object({ items: z.array(medicalCertificateSchema) });
export type MedicalCertificatesResponse = z.infer<typeof medicalCertificatesResponseSchema>;
