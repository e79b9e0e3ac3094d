import { z } from 'zod';
import { REGISTRATION_TYPE, ROLES, normaliseRole, type Role } from '../common/roles.ts';
import { SEX_CODES, shortText } from './patient-fields.ts';
import { PATIENT_VALIDATION_MESSAGES as M } from './patient-messages.ts';
import { attachmentSchema } from './attachment-rules.ts';
import { PATIENT_LANGUAGES } from '../reminders/reminder.schemas.ts';
import {
  CREATE_DATE_MESSAGES,
  EDIT_DATE_MESSAGES,
  allergiesSpecificSchema,
  consultationSchema,
  currentMedicationsSchema,
  dateOfBirthSchema,
  emailField,
  emergencyContactSchema,
  femaleSpecificSchema,
  lifestyleSchema,
  medicalHistorySchema,
  optionalName,
  phoneField,
  referralSourceSchema,
  requiredName,
  sexSchema,
  succeedingConsultationsSchema,
  surgeriesSchema,
  type DateMessages,
} from './patient-parts.ts';

/** The patient's structured parts: written and read back in the same shape. */
const structuredParts = {
  medical_history: medicalHistorySchema,
  allergies_specific: allergiesSpecificSchema,
  lifestyle: lifestyleSchema,
  female_specific: femaleSpecificSchema,
  referral_source: referralSourceSchema,
  consultation: consultationSchema,
};

function patientShape(dates: DateMessages, strictEmergencyNames: boolean) {
  return {
    first_name: requiredName(M.firstNameRequired),
    middle_name: optionalName,
    last_name: requiredName(M.lastNameRequired),
    sex: sexSchema,
    date_of_birth: dateOfBirthSchema(dates.birthDate),
    email: emailField,
    phone_primary: phoneField,
    phone_secondary: phoneField,
    address: shortText,
    occupation: shortText,
    primary_care_physician: shortText,
    emergency_contact: emergencyContactSchema(strictEmergencyNames),
    ...structuredParts,
    succeeding_consultations: succeedingConsultationsSchema(dates),
    current_medications: currentMedicationsSchema,
    surgeries: surgeriesSchema(dates),
    /** The language of the patient's reminders. */
    preferred_language: z.enum(PATIENT_LANGUAGES).default('en'),
    reminders_opt_out: z.boolean().default(false),
  };
}

const hasEmailOrPhone = (patient: { email?: string; phone_primary?: string }) =>
  Boolean(patient.email || patient.phone_primary);

/** Checked even when other fields fail, so the form shows every problem at once. */
const emailOrPhoneIssue = {
  message: M.emailOrPhoneRequired,
  path: ['email'],
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** `patient_in` of POST /patients/: every rule of the new-patient form (spec 1 §5). */
export const createPatientInputSchema = z
  .object(patientShape(CREATE_DATE_MESSAGES, false))
  .refine(hasEmailOrPhone, emailOrPhoneIssue);
export type CreatePatientInput = z.infer<typeof createPatientInputSchema>;
/** What a form may hold before parsing (defaults not yet applied). */
export type CreatePatientForm = z.input<typeof createPatientInputSchema>;

/** The whole profile-edit form: the profile rules and messages (spec 1 §5, "Profile edit"). */
export const editPatientFormSchema = z
  .object(patientShape(EDIT_DATE_MESSAGES, true))
  .refine(hasEmailOrPhone, emailOrPhoneIssue);
export type EditPatientForm = z.infer<typeof editPatientFormSchema>;

const editFieldsSchema = z.object(patientShape(EDIT_DATE_MESSAGES, true)).partial();
export type UpdatePatientInput = Partial<EditPatientForm>;

/**
 * `patient_in` of PUT /patients/{id}: the fields sent are checked with the profile rules and
 * replace the stored ones; fields not sent stay as they are.
 */
export const updatePatientInputSchema = z
  .record(z.string(), z.unknown(), { error: 'patient_in must be a JSON object' })
  .transform((raw, context): UpdatePatientInput => {
    const parsed = editFieldsSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] });
      }
      return z.NEVER;
    }
    const sent = Object.fromEntries(Object.entries(parsed.data).filter(([key]) => key in raw)) as UpdatePatientInput;
    const bothSent = sent.email !== undefined && sent.phone_primary !== undefined;
    if (bothSent && !hasEmailOrPhone(sent)) {
      context.addIssue({ code: 'custom', message: M.emailOrPhoneRequired, path: ['email'] });
    }
    return sent;
  });

export const REGISTRATION_TYPES = [REGISTRATION_TYPE.kiosk, REGISTRATION_TYPE.staff] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** The spec's label of a record, from the role of whoever created it. */
export function registrationType(createdByRole: Role): RegistrationType {
  return createdByRole === 'KIOSK' ? REGISTRATION_TYPE.kiosk : REGISTRATION_TYPE.staff;
}

/**
 * The creator's role as stored. Records written before the column held roles (and archives taken
 * then) hold the label instead: the kiosk's label is KIOSK, the other was written for staff.
 */
export function creatorRole(stored: string): Role {
  if (stored === REGISTRATION_TYPE.kiosk) return 'KIOSK';
  return normaliseRole(stored) ?? 'ADMIN';
}

export const patientSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  sex: z.enum(SEX_CODES),
  date_of_birth: z.string(),
  email: z.string(),
  phone_primary: z.string(),
  phone_secondary: z.string(),
  address: z.string(),
  occupation: z.string(),
  primary_care_physician: z.string(),
  emergency_contact: z.object({ name: z.string(), relationship: z.string(), phone: z.string() }),
  ...structuredParts,
  succeeding_consultations: z.array(z.object({ date: z.string(), notes: z.string(), plan: z.string() })),
  current_medications: z.array(z.string()),
  surgeries: z.array(z.object({ procedure: z.string(), date: z.string() })),
  preferred_language: z.enum(PATIENT_LANGUAGES),
  reminders_opt_out: z.boolean(),
  /** The creator's role (KIOSK, DOCTOR, …); the profile shows `registrationType` of it. */
  created_by_role: z.enum(ROLES),
  created_at: z.string(),
  updated_at: z.string(),
  attachments: z.array(attachmentSchema),
});
export type Patient = z.infer<typeof patientSchema>;

/** A row of the patients list and dashboard: what the Name, Contact and Basic Info columns show. */
export const patientSummarySchema = patientSchema.pick({
  id: true,
  first_name: true,
  middle_name: true,
  last_name: true,
  sex: true,
  date_of_birth: true,
  email: true,
  phone_primary: true,
  created_by_role: true,
  created_at: true,
  updated_at: true,
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

/** Who a patient is, for titles on other screens: reading it is not a view of the profile. */
export const patientNameSchema = patientSchema.pick({ id: true, first_name: true, middle_name: true, last_name: true });
export type PatientName = z.infer<typeof patientNameSchema>;
