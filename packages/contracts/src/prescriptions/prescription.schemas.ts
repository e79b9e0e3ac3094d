import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text.ts';

/** Items on one prescription: a page of an Rx pad, not a formulary. */
export const MAX_PRESCRIPTION_ITEMS = 20;
export const MAX_QUANTITY = 9999;
export const MAX_REFILLS = 12;

export const PRESCRIPTION_MESSAGES = {
  genericNameRequired: 'The generic name is required (Generics Act)',
  strengthRequired: 'Strength is required',
  formRequired: 'Dosage form is required',
  quantityInvalid: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`,
  sigRequired: 'Directions (sig) are required',
  refillsInvalid: `Refills must be a whole number from 0 to ${MAX_REFILLS}`,
  itemsRequired: 'Add at least one item',
  tooManyItems: `A prescription holds at most ${MAX_PRESCRIPTION_ITEMS} items`,
  notFound: 'Prescription not found',
  noProfile: 'Only a doctor with a practitioner profile can write prescriptions',
  noPrcNumber:
    'Add your PRC licence number and its validity to your practitioner profile before issuing prescriptions or certificates',
  prcExpired:
    'Your PRC licence has expired: renew it and update your practitioner profile before issuing prescriptions or certificates',
  ptrMissing: 'Add your PTR number and year to your practitioner profile before issuing prescriptions or certificates',
  ptrExpired:
    'Your PTR has expired: renew it and update your practitioner profile before issuing prescriptions or certificates',
  s2Required:
    'A dangerous drug needs your S2 licence number: add it to your practitioner profile, or remove the dangerous drug',
  patientAddressRequired:
    "A dangerous drug prescription prints the patient's address: add it to the patient's record first",
  procedureNotThePatients: "The procedure is not this patient's",
  notTheAuthor: 'Only the prescriber can sign or revoke this prescription',
  alreadySigned: 'This prescription is signed and can no longer be changed',
  notSigned: 'Sign the prescription before printing or revoking it',
  alreadyRevoked: 'This prescription is already revoked',
  reasonRequired: 'Reason is required',
  created: 'Prescription saved as a draft. Sign it to print it.',
  createFailed: 'Failed to save the prescription',
  signed: 'Prescription signed',
  signFailed: 'Failed to sign the prescription',
  revoked: 'Prescription revoked',
  revokeFailed: 'Failed to revoke the prescription',
  fetchFailed: 'Failed to load the prescriptions. Please try again.',
  pdfFailed: 'Failed to open the prescription PDF',
} as const;

const requiredLine = (message: string, max = 200) => singleLineText({ message }).min(1, { message }).max(max);

export const prescriptionItemInputSchema = z.object({
  generic_name: requiredLine(PRESCRIPTION_MESSAGES.genericNameRequired),
  brand: z
    .preprocess((value) => (value === null || value === '' ? undefined : value), singleLineText().max(200).optional())
    .optional(),
  strength: requiredLine(PRESCRIPTION_MESSAGES.strengthRequired, 100),
  form: requiredLine(PRESCRIPTION_MESSAGES.formRequired, 100),
  quantity: z.coerce
    .number({ message: PRESCRIPTION_MESSAGES.quantityInvalid })
    .int({ message: PRESCRIPTION_MESSAGES.quantityInvalid })
    .min(1, { message: PRESCRIPTION_MESSAGES.quantityInvalid })
    .max(MAX_QUANTITY, { message: PRESCRIPTION_MESSAGES.quantityInvalid }),
  sig: multiLineText({ message: PRESCRIPTION_MESSAGES.sigRequired })
    .trim()
    .min(1, { message: PRESCRIPTION_MESSAGES.sigRequired })
    .max(500),
  refills: z.coerce
    .number({ message: PRESCRIPTION_MESSAGES.refillsInvalid })
    .int({ message: PRESCRIPTION_MESSAGES.refillsInvalid })
    .min(0, { message: PRESCRIPTION_MESSAGES.refillsInvalid })
    .max(MAX_REFILLS, { message: PRESCRIPTION_MESSAGES.refillsInvalid })
    .default(0),
  /** Left out: as the clinic's drug list remembers the generic name (not dangerous when new). */
  dangerous_drug: z.boolean().optional(),
});
export type PrescriptionItemInput = z.input<typeof prescriptionItemInputSchema>;

export const prescriptionInputSchema = z.object({
  items: z
    .array(prescriptionItemInputSchema)
    .min(1, { message: PRESCRIPTION_MESSAGES.itemsRequired })
    .max(MAX_PRESCRIPTION_ITEMS, { message: PRESCRIPTION_MESSAGES.tooManyItems }),
  /** The procedure the prescription was written from, when it was. */
  procedure_id: z.coerce.number().int().positive().max(2_147_483_647).optional().nullable(),
});
export type PrescriptionInput = z.input<typeof prescriptionInputSchema>;
export type PrescriptionFields = z.output<typeof prescriptionInputSchema>;

export const revokeInputSchema = z.object({
  reason: requiredLine(PRESCRIPTION_MESSAGES.reasonRequired, 500),
});
export type RevokeInput = z.infer<typeof revokeInputSchema>;

export const prescriptionItemSchema = z.object({
  generic_name: z.string(),
  brand: z.string().nullable(),
  strength: z.string(),
  form: z.string(),
  quantity: z.number().int(),
  sig: z.string(),
  refills: z.number().int(),
  dangerous_drug: z.boolean(),
});
export type PrescriptionItem = z.infer<typeof prescriptionItemSchema>;

export const ISSUED_DOCUMENT_STATUSES = ['draft', 'signed', 'revoked'] as const;
export type IssuedDocumentStatus = (typeof ISSUED_DOCUMENT_STATUSES)[number];

/** What a prescription and a medical certificate share: who, when, signature and revocation. */
export const issuedDocumentFields = {
  id: z.number().int(),
  patient_id: z.number().int(),
  procedure_id: z.number().int().nullable(),
  status: z.enum(ISSUED_DOCUMENT_STATUSES),
  author_id: z.number().int().nullable(),
  /** The doctor's printed name. */
  author: z.string(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
  /** SHA-256 of the signed content's canonical form. */
  sha256: z.string().nullable(),
  /** The code of the public verification page, once signed. */
  verification_code: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoked_by: z.string().nullable(),
  revoke_reason: z.string().nullable(),
};

export const prescriptionSchema = z.object({
  ...issuedDocumentFields,
  items: z.array(prescriptionItemSchema),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

export const prescriptionsResponseSchema = z.object({ items: z.array(prescriptionSchema) });
export type PrescriptionsResponse = z.infer<typeof prescriptionsResponseSchema>;

/** The clinic's drug list: generic names doctors have typed, with the dangerous-drug flag remembered. */
export const drugSchema = z.object({
  id: z.number().int(),
  generic_name: z.string(),
  dangerous_drug: z.boolean(),
});
export type Drug = z.infer<typeof drugSchema>;
export const drugListSchema = z.array(drugSchema);
export const drugQuerySchema = z.object({ q: singleLineText().max(100).default('') });
export type DrugQuery = z.input<typeof drugQuerySchema>;

/** `GET /prescriptions/{id}/pdf` and `GET /medical-certificates/{id}/pdf`: A5 unless A4 is asked for. */
export const RX_PDF_LAYOUTS = ['a5', 'a4'] as const;
export type RxPdfLayout = (typeof RX_PDF_LAYOUTS)[number];
export const rxPdfQuerySchema = z.object({ layout: z.enum(RX_PDF_LAYOUTS).default('a5') });
export type RxPdfQuery = z.input<typeof rxPdfQuerySchema>;
