import { z } from 'zod';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '../auth/auth-messages.ts';
import { VAT_STATUSES } from '../billing/billing.schemas.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import { TIN_INVALID_MESSAGE, TIN_PATTERN } from '../common/tin.ts';

export const CLINIC_SETTINGS_MESSAGES = {
  nameRequired: 'The clinic name is required',
  phoneInvalid: 'Enter a phone number: digits, spaces, +, ( ) or -',
  emailInvalid: 'Invalid email format',
  saved: 'Clinic settings saved',
  saveFailed: 'Failed to save the clinic settings',
  tinInvalid: TIN_INVALID_MESSAGE,
  tooManyFooterLines: 'At most 5 footer lines',
  footerLineTooLong: 'A footer line holds at most 120 characters',
} as const;

export const MAX_CLINIC_NAME_LENGTH = 120;
export const MAX_CLINIC_ADDRESS_LENGTH = 300;
export const MAX_INVOICE_FOOTER_LINES = 5;
export const MAX_INVOICE_FOOTER_LINE_LENGTH = 120;

/** A phone as patients dial it: `(02) 8123 4567`, `+63 917 123 4567`; 7 to 15 digits. */
const isPhoneNumber = (phone: string) => {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[\d ()-]+$/.test(phone) && digits >= 7 && digits <= 15;
};

/** A field sent empty (or null) is stored as none; one left out stays as it is. */
const orNone = <Schema extends z.ZodType<string>>(schema: Schema) =>
  schema.nullish().transform((value) => (value === undefined ? undefined : value || null));

/**
 * The clinic's identity, one record for the whole portal: named in every reminder, its e-mail and
 * the answer page. Later features add their own keys beside these (see decision 040).
 */
export const clinicSettingsSchema = z.object({
  name: z.string(),
  /** Street, barangay, city; lines separated by line breaks. */
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** What every invoice prints (decision 046): the name and address as registered with the BIR. */
  registered_name: z.string().nullable(),
  trade_name: z.string().nullable(),
  tin: z.string().nullable(),
  registered_address: z.string().nullable(),
  /** Read when an invoice is drafted; the invoice keeps it. */
  vat_status: z.enum(VAT_STATUSES),
  /** Printed at the foot of every invoice, e.g. the BIR acknowledgement number of the system. */
  invoice_footer_lines: z.array(z.string()),
  updated_at: z.string(),
});
export type ClinicSettings = z.infer<typeof clinicSettingsSchema>;

/** The footer lines, trimmed, blank ones left out. */
export const invoiceFooterLinesSchema = z
  .array(singleLineText().max(MAX_INVOICE_FOOTER_LINE_LENGTH, { message: CLINIC_SETTINGS_MESSAGES.footerLineTooLong }))
  .transform((lines) => lines.filter((line) => line !== ''))
  .pipe(z.array(z.string()).max(MAX_INVOICE_FOOTER_LINES, { message: CLINIC_SETTINGS_MESSAGES.tooManyFooterLines }));

/**
 * `PUT /clinic-settings`: the name, and what else changes. An address, phone or e-mail sent empty
 * clears it; a field left out keeps its value, so a client that knows fewer fields changes none
 * it does not show.
 */
export const clinicSettingsInputSchema = z.object({
  name: singleLineText().min(1, { message: CLINIC_SETTINGS_MESSAGES.nameRequired }).max(MAX_CLINIC_NAME_LENGTH),
  address: orNone(multiLineText().trim().max(MAX_CLINIC_ADDRESS_LENGTH)),
  phone: orNone(
    singleLineText()
      .max(24)
      .refine((phone) => phone === '' || isPhoneNumber(phone), { message: CLINIC_SETTINGS_MESSAGES.phoneInvalid }),
  ),
  email: orNone(
    singleLineText()
      .max(MAX_EMAIL_LENGTH)
      .refine((email) => email === '' || EMAIL_PATTERN.test(email), { message: CLINIC_SETTINGS_MESSAGES.emailInvalid }),
  ),
  registered_name: orNone(singleLineText().max(MAX_CLINIC_NAME_LENGTH)),
  trade_name: orNone(singleLineText().max(MAX_CLINIC_NAME_LENGTH)),
  tin: orNone(
    singleLineText().refine((tin) => tin === '' || TIN_PATTERN.test(tin), {
      message: CLINIC_SETTINGS_MESSAGES.tinInvalid,
    }),
  ),
  registered_address: orNone(multiLineText().trim().max(MAX_CLINIC_ADDRESS_LENGTH)),
  vat_status: z.enum(VAT_STATUSES).optional(),
  invoice_footer_lines: invoiceFooterLinesSchema.optional(),
});
export type ClinicSettingsInput = z.input<typeof clinicSettingsInputSchema>;
export type ClinicSettingsValues = z.output<typeof clinicSettingsInputSchema>;

/** The address on one line, as an SMS carries it. */
export const addressOnOneLine = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(', ');

/** What every patient message names: the clinic, where it is and how to call it. */
export interface ClinicIdentity {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
}
