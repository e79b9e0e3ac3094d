import { multiLineText, singleLineText } from '../common/text.ts';

/** Sex is sent as a one-letter code; the form shows words. */
export const SEX_CODES = ['M', 'F', 'O'] as const;
export type SexCode = (typeof SEX_CODES)[number];
export const SEX_FORM_VALUES = ['male', 'female', 'other'] as const;
export type SexFormValue = (typeof SEX_FORM_VALUES)[number];

const CODE_BY_FORM_VALUE: Record<SexFormValue, SexCode> = { male: 'M', female: 'F', other: 'O' };
const FORM_VALUE_BY_CODE: Record<SexCode, SexFormValue> = { M: 'male', F: 'female', O: 'other' };

export function sexFromFormValue(value: SexFormValue): SexCode {
  return CODE_BY_FORM_VALUE[value];
}
export function sexToFormValue(code: SexCode): SexFormValue {
  return FORM_VALUE_BY_CODE[code];
}

export const MEDICAL_CONDITIONS = [
  'eczema',
  'asthma',
  'allergic_rhinitis',
  'arthritis',
  'psoriasis',
  'tuberculosis_leprosy',
  'sexually_transmitted_disease',
  'skin_cancer',
  'bleeding_clotting_issues',
  'keloids_scarring',
  'autoimmune_disease',
  'hiv_aids',
  'hepatitis_b_c',
  'diabetes',
  'high_blood_pressure',
  'thyroid_disease',
  'kidney_disease',
  'heart_disease',
  'heart_attack_stroke',
  'artificial_heart_valve',
  'pacemaker_defibrillator',
  'organ_transplant',
  'artificial_joint',
] as const;
export type MedicalCondition = (typeof MEDICAL_CONDITIONS)[number];

export const SPECIFIC_ALLERGIES = ['latex', 'lidocaine', 'epinephrine', 'iodine', 'adhesives'] as const;
export type SpecificAllergy = (typeof SPECIFIC_ALLERGIES)[number];

export const SUBSTANCE_USE_LEVELS = ['NO', 'OCCASIONAL', 'REGULAR'] as const;
export type SubstanceUseLevel = (typeof SUBSTANCE_USE_LEVELS)[number];

export const CIVIL_STATUSES = ['single', 'married', 'widowed', 'separated', 'annulled', 'prefer_not_to_share'] as const;
export type CivilStatus = (typeof CIVIL_STATUSES)[number];

export const PREGNANCY_STATUSES = ['none', 'pregnant', 'nursing', 'trying'] as const;
export type PregnancyStatus = (typeof PREGNANCY_STATUSES)[number];

export const REFERRAL_SOURCES = ['Doctor', 'Social Media', 'Family/Friend', 'TV/Radio/Print'] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

/** Free-text limits; the spec gives only the 25-character "other" fields. */
export const PATIENT_LIMITS = {
  otherText: 25,
  name: 100,
  shortText: 200,
  longText: 5000,
  listRows: 100,
} as const;

export const PHONE_PATTERN = /^\+?\d{6,14}$/;

/**
 * What the phone inputs keep of what is typed: digits and plus signs. A plus anywhere but the
 * start is then refused by PHONE_PATTERN, as the spec asks.
 */
export function normalisePhone(value: string): string {
  return value.replace(/[^\d+]/g, '');
}

/** Letters of any alphabet, spaces, hyphens and apostrophes (emergency contact name and relationship). */
export const PERSON_TEXT_PATTERN = /^[\p{L}\s'’-]*$/u;

export const shortText = singleLineText().max(PATIENT_LIMITS.shortText).default('');
export const longText = multiLineText().trim().max(PATIENT_LIMITS.longText).default('');
