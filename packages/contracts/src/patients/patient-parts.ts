import { z } from 'zod';
import { isNotInFuture, isValidIsoDate } from '../common/dates.ts';
import { singleLineText } from '../common/text.ts';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '../auth/auth-messages.ts';
import {
  CIVIL_STATUSES,
  MEDICAL_CONDITIONS,
  PATIENT_LIMITS,
  PERSON_TEXT_PATTERN,
  PHONE_PATTERN,
  PREGNANCY_STATUSES,
  REFERRAL_SOURCES,
  SEX_CODES,
  SEX_FORM_VALUES,
  SPECIFIC_ALLERGIES,
  SUBSTANCE_USE_LEVELS,
  longText,
  normalisePhone,
  sexFromFormValue,
  shortText,
  type SexFormValue,
} from './patient-fields.ts';
import { PATIENT_VALIDATION_MESSAGES as M } from './patient-messages.ts';

/** The create form and the profile edit word date errors differently; everything else is shared. */
export interface DateMessages {
  birthDate: string;
  followUpDate: string;
  surgeryDate: string;
  followUpMayBeFuture: boolean;
}

export const CREATE_DATE_MESSAGES: DateMessages = {
  birthDate: M.birthDateInvalid,
  followUpDate: M.followUpDateInvalid,
  surgeryDate: M.surgeryDateInvalid,
  followUpMayBeFuture: true,
};
export const EDIT_DATE_MESSAGES: DateMessages = {
  birthDate: M.editDateInvalid,
  followUpDate: M.editDateInvalid,
  surgeryDate: M.editDateInvalid,
  followUpMayBeFuture: false,
};

export const requiredName = (message: string) =>
  singleLineText({ error: message }).min(1, { message }).max(PATIENT_LIMITS.name, { message: M.nameTooLong });
export const optionalName = singleLineText().max(PATIENT_LIMITS.name, { message: M.nameTooLong }).default('');

export const dateOfBirthSchema = (message: string) =>
  z
    .string({ error: M.dateOfBirthRequired })
    .trim()
    .min(1, { message: M.dateOfBirthRequired })
    .refine((value) => value === '' || (isValidIsoDate(value) && isNotInFuture(value)), { message });

/** Accepts the code (M, F, O) or the form's word (male, female, other); always yields the code. */
export const sexSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && (SEX_FORM_VALUES as readonly string[]).includes(value.toLowerCase())
      ? sexFromFormValue(value.toLowerCase() as SexFormValue)
      : value,
  z.enum(SEX_CODES, { error: M.sexRequired }),
);

export const emailField = singleLineText()
  .max(MAX_EMAIL_LENGTH)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { message: M.emailInvalid })
  .default('');

/** Empty, or 6-14 digits with an optional leading +, after stripping what is not a digit or +. */
export const phoneField = z
  .string()
  .transform(normalisePhone)
  .refine((value) => value === '' || PHONE_PATTERN.test(value), { message: M.phoneInvalid })
  .default('');

const personText = singleLineText()
  .max(PATIENT_LIMITS.name)
  .regex(PERSON_TEXT_PATTERN, { message: M.personTextInvalid })
  .default('');

export const emergencyContactSchema = (strictNames: boolean) =>
  z
    .object({
      name: strictNames ? personText : optionalName,
      relationship: strictNames ? personText : optionalName,
      phone: phoneField,
    })
    .default({ name: '', relationship: '', phone: '' });

const flags = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, z.boolean().default(false)])) as Record<Key, z.ZodDefault<z.ZodBoolean>>;

export const medicalHistorySchema = z
  .object({
    ...flags(MEDICAL_CONDITIONS),
    other: singleLineText().max(PATIENT_LIMITS.otherText, { message: M.otherMedicalHistoryTooLong }).default(''),
  })
  .prefault({});

export const allergiesSpecificSchema = z
  .object({
    ...flags(SPECIFIC_ALLERGIES),
    other: singleLineText().max(PATIENT_LIMITS.otherText, { message: M.otherAllergiesTooLong }).default(''),
  })
  .prefault({});

const substanceUse = z.enum(SUBSTANCE_USE_LEVELS, { error: M.substanceUseInvalid }).default('NO');

export const lifestyleSchema = z.object(
  {
    tobacco_use: substanceUse,
    alcohol_use: substanceUse,
    civil_status: z.enum(CIVIL_STATUSES, { error: M.civilStatusRequired }),
  },
  { error: M.civilStatusRequired },
);

export const femaleSpecificSchema = z
  .object({ pregnancy_status: z.enum(PREGNANCY_STATUSES, { error: M.pregnancyStatusInvalid }).default('none') })
  .prefault({});

export const referralSourceSchema = z
  .object({
    source: z.union([z.enum(REFERRAL_SOURCES), z.literal('')], { error: M.referralSourceInvalid }).default(''),
    /** Shown with the label "Details". */
    doctor: shortText,
  })
  .prefault({});

export const consultationSchema = z
  .object({
    chief_complaint: longText,
    physical_examination: longText,
    history: longText,
    assessment: longText,
    management: longText,
  })
  .prefault({});

/** An optional date; when given it must be real, within 1900-2099 and, unless allowed, not in the future. */
const optionalDate = (message: string, mayBeFuture: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (isValidIsoDate(value) && (mayBeFuture || isNotInFuture(value))), {
      message,
    })
    .default('');

const isBlank = (row: Record<string, string>) => Object.values(row).every((value) => value === '');

/** Rows the form leaves empty are dropped, as the form does on submit. */
export const succeedingConsultationsSchema = (messages: DateMessages) =>
  z
    .array(
      z.object({
        date: optionalDate(messages.followUpDate, messages.followUpMayBeFuture),
        notes: longText,
        plan: longText,
      }),
    )
    .max(PATIENT_LIMITS.listRows)
    .default([])
    .transform((rows) => rows.filter((row) => !isBlank(row)));

export const surgeriesSchema = (messages: DateMessages) =>
  z
    .array(z.object({ procedure: shortText, date: optionalDate(messages.surgeryDate, false) }))
    .max(PATIENT_LIMITS.listRows)
    .default([])
    .transform((rows) => rows.filter((row) => !isBlank(row)));

export const currentMedicationsSchema = z
  .array(singleLineText().max(PATIENT_LIMITS.shortText))
  .max(PATIENT_LIMITS.listRows)
  .default([])
  .transform((rows) => rows.filter((row) => row !== ''));
