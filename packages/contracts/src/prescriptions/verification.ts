import { z } from 'zod';

export const ISSUED_DOCUMENT_KINDS = ['prescription', 'medical_certificate'] as const;
export type IssuedDocumentKind = (typeof ISSUED_DOCUMENT_KINDS)[number];

export const ISSUED_DOCUMENT_KIND_NAMES: Record<IssuedDocumentKind, string> = {
  prescription: 'prescription',
  medical_certificate: 'medical certificate',
};

/** Verification codes: 16 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const VERIFICATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const VERIFICATION_CODE_LENGTH = 16;

export const VERIFICATION_MESSAGES = {
  notFound: 'No document with this code',
  tooManyLookups: 'Too many codes tried from this address. Please try again later.',
  fetchFailed: 'Failed to check the code. Please try again.',
} as const;

/** Upper case, so a code typed from paper in lower case still opens; anything else is refused. */
export const verificationCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .max(40)
    .transform((code) => code.toUpperCase()),
});

/**
 * What the public page tells anyone holding the paper: no health data, no drug or finding, and
 * the patient by initials only.
 */
export const verificationSchema = z.object({
  kind: z.enum(ISSUED_DOCUMENT_KINDS),
  clinic: z.string(),
  /** The day it was signed, YYYY-MM-DD in the clinic's zone. */
  issued_on: z.string(),
  doctor: z.string(),
  patient_initials: z.string(),
  status: z.enum(['valid', 'revoked']),
  revoked_on: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** "Juan dela Cruz" → "J. D." (first name's and last name's first letters). */
export function patientInitials(firstName: string, lastName: string): string {
  const initial = (name: string) => [...name.trim()][0]?.toUpperCase();
  return [initial(firstName), initial(lastName)]
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join(' ');
}

const longDate = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'UTC' });
const spokenDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** The page's sentence: who issued what for whom, or that it was revoked. */
export function verificationText(verification: Verification): string {
  const kind = ISSUED_DOCUMENT_KIND_NAMES[verification.kind];
  if (verification.status === 'revoked')
    return `This ${kind} was revoked on ${spokenDate(verification.revoked_on ?? verification.issued_on)}.`;
  return `Issued by ${verification.clinic} on ${spokenDate(verification.issued_on)} by ${verification.doctor} for ${verification.patient_initials}`;
}

/** JSON with every object's keys in sorted order, so a text is the same however it was stored. */
function sortedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, sortedJson(item)]),
    );
  return value;
}

/**
 * The text a signed prescription's or certificate's SHA-256 is taken of: its content as the API
 * names it (items or certificate fields), as JSON with sorted keys, so anyone holding it can check it.
 */
export const canonicalDocumentText = (content: object): string => JSON.stringify(sortedJson(content));
