import {
  creatorRole,
  type Attachment,
  type CreatePatientInput,
  type Patient,
  type PatientSummary,
  type UpdatePatientInput,
} from '@clinic/contracts';
import type { patientAttachments, patients } from '../db/schema/index.ts';

export type PatientRow = typeof patients.$inferSelect;
export type PatientValues = Partial<typeof patients.$inferInsert>;
export type AttachmentRow = typeof patientAttachments.$inferSelect;

/** Contract field name to column property, for the fields a client may write. */
const COLUMNS = {
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  sex: 'sex',
  date_of_birth: 'dateOfBirth',
  email: 'email',
  phone_primary: 'phonePrimary',
  phone_secondary: 'phoneSecondary',
  address: 'address',
  occupation: 'occupation',
  primary_care_physician: 'primaryCarePhysician',
  emergency_contact: 'emergencyContact',
  medical_history: 'medicalHistory',
  allergies_specific: 'allergiesSpecific',
  lifestyle: 'lifestyle',
  female_specific: 'femaleSpecific',
  referral_source: 'referralSource',
  consultation: 'consultation',
  succeeding_consultations: 'succeedingConsultations',
  current_medications: 'currentMedications',
  surgeries: 'surgeries',
  preferred_language: 'preferredLanguage',
  reminders_opt_out: 'remindersOptOut',
} as const satisfies Record<keyof CreatePatientInput, keyof PatientRow>;

type Field = keyof typeof COLUMNS;
const FIELDS = Object.keys(COLUMNS) as Field[];

/** Column values for the fields given; empty optional text is stored as NULL. */
export function toPatientValues(input: UpdatePatientInput): PatientValues {
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    values[COLUMNS[field]] = value === '' ? null : value;
  }
  if (input.phone_primary !== undefined) values.phonePrimaryDigits = input.phone_primary.replace(/\D/g, '') || null;
  return values as PatientValues;
}

/** The editable fields of a stored patient, in contract form (for audit diffs). */
export function toPatientFields(row: PatientRow): Record<Field, unknown> {
  return Object.fromEntries(FIELDS.map((field) => [field, row[COLUMNS[field]] ?? ''])) as Record<Field, unknown>;
}

export function toPatientSummary(row: Pick<PatientRow, SummaryColumn>): PatientSummary {
  return {
    id: row.id,
    first_name: row.firstName,
    middle_name: row.middleName ?? '',
    last_name: row.lastName,
    sex: row.sex,
    date_of_birth: row.dateOfBirth,
    email: row.email ?? '',
    phone_primary: row.phonePrimary ?? '',
    created_by_role: creatorRole(row.createdByRole),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type SummaryColumn =
  | 'id'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'sex'
  | 'dateOfBirth'
  | 'email'
  | 'phonePrimary'
  | 'createdByRole'
  | 'createdAt'
  | 'updatedAt';

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    attachment_id: row.id,
    file_name: row.fileName,
    uploaded_at: row.uploadedAt.toISOString(),
    size: row.size,
    content_type: row.contentType,
  };
}

export function toPatient(row: PatientRow, attachments: AttachmentRow[]): Patient {
  const fields = toPatientFields(row) as unknown as Omit<Patient, keyof PatientSummary | 'attachments'>;
  return { ...fields, ...toPatientSummary(row), attachments: attachments.map(toAttachment) };
}

/** The same value with object keys sorted, so jsonb's key order does not show up as a change. */
export function canonical<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map(canonical) as Value;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)])) as Value;
}
