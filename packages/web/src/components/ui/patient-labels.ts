/** Display labels of the patient fields, shared by the New Patient form, the profile and the kiosk. */
import type {
  CivilStatus,
  MedicalCondition,
  PregnancyStatus,
  SexCode,
  SexFormValue,
  SpecificAllergy,
  SubstanceUseLevel,
} from '@clinic/contracts';

export const MEDICAL_CONDITION_LABELS: Record<MedicalCondition, string> = {
  eczema: 'Eczema',
  asthma: 'Asthma',
  allergic_rhinitis: 'Allergic Rhinitis',
  arthritis: 'Arthritis',
  psoriasis: 'Psoriasis',
  tuberculosis_leprosy: 'Tuberculosis/Leprosy',
  sexually_transmitted_disease: 'Sexually Transmitted Disease',
  skin_cancer: 'Skin Cancer',
  bleeding_clotting_issues: 'Bleeding/Clotting Issues',
  keloids_scarring: 'Keloids/Scarring',
  autoimmune_disease: 'Autoimmune Disease',
  hiv_aids: 'HIV/AIDS',
  hepatitis_b_c: 'Hepatitis B/C',
  diabetes: 'Diabetes',
  high_blood_pressure: 'High Blood Pressure',
  thyroid_disease: 'Thyroid Disease',
  kidney_disease: 'Kidney Disease',
  heart_disease: 'Heart Disease',
  heart_attack_stroke: 'Heart Attack/Stroke',
  artificial_heart_valve: 'Artificial Heart Valve',
  pacemaker_defibrillator: 'Pacemaker/Defibrillator',
  organ_transplant: 'Organ Transplant',
  artificial_joint: 'Artificial Joint',
};

export const ALLERGY_LABELS: Record<SpecificAllergy, string> = {
  latex: 'Latex',
  lidocaine: 'Lidocaine',
  epinephrine: 'Epinephrine',
  iodine: 'Iodine',
  adhesives: 'Adhesives',
};

export const SUBSTANCE_USE_LABELS: Record<SubstanceUseLevel, string> = {
  NO: 'No',
  OCCASIONAL: 'Occasional',
  REGULAR: 'Regular',
};

export const CIVIL_STATUS_LABELS: Record<CivilStatus, string> = {
  single: 'Single',
  married: 'Married',
  widowed: 'Widowed',
  separated: 'Separated',
  annulled: 'Annulled',
  prefer_not_to_share: 'Prefer not to share',
};

export const PREGNANCY_STATUS_LABELS: Record<PregnancyStatus, string> = {
  none: 'None',
  pregnant: 'Pregnant',
  nursing: 'Nursing',
  trying: 'Trying to conceive',
};

export const SEX_LABELS: Record<SexFormValue, string> = { male: 'Male', female: 'Female', other: 'Other' };
export const SEX_CODE_LABELS: Record<SexCode, string> = { M: 'Male', F: 'Female', O: 'Other' };

/** The label of each single field of the patient forms, by its path in the record. */
export const PATIENT_FIELD_LABELS = {
  first_name: 'First Name',
  middle_name: 'Middle Name',
  last_name: 'Last Name',
  sex: 'Sex',
  date_of_birth: 'Date of Birth',
  email: 'Email',
  phone_primary: 'Primary Phone',
  phone_secondary: 'Secondary Phone',
  address: 'Address',
  occupation: 'Occupation',
  preferred_language: 'Reminder Language',
  reminders_opt_out: 'No appointment reminders',
  primary_care_physician: 'Primary Care Physician',
  'emergency_contact.name': 'Emergency Contact Name',
  'emergency_contact.relationship': 'Relationship',
  'emergency_contact.phone': 'Emergency Contact Phone',
  'medical_history.other': 'Other Medical History',
  'allergies_specific.other': 'Other Allergies',
  'lifestyle.civil_status': 'Civil Status',
  'lifestyle.tobacco_use': 'Tobacco Use',
  'lifestyle.alcohol_use': 'Alcohol Use',
  'female_specific.pregnancy_status': 'Pregnancy Status',
  'referral_source.source': 'Referral Source',
  'referral_source.doctor': 'Details',
  'consultation.chief_complaint': 'Chief Complaint',
  'consultation.physical_examination': 'Physical Examination',
  'consultation.history': 'History',
  'consultation.assessment': 'Assessment',
  'consultation.management': 'Management',
  created_by_role: 'Registration Type',
} as const;
export type PatientFieldPath = keyof typeof PATIENT_FIELD_LABELS;

/** The fields of the patient forms' repeated rows, labelled with the row's number. */
const PATIENT_ROW_LABELS: Record<string, string> = {
  current_medications: 'Medication',
  'surgeries.procedure': 'Surgical Procedure',
  'surgeries.date': 'Surgery Date',
  'succeeding_consultations.date': 'Follow-up Date',
  'succeeding_consultations.notes': 'Follow-up Notes',
  'succeeding_consultations.plan': 'Follow-up Plan',
};

export type PatientRowField = 'current_medications' | `${'surgeries' | 'succeeding_consultations'}.${string}`;

/** "Surgery Date 2": the label of a field in the row at `index` (from 0). */
export const patientRowLabel = (field: PatientRowField, index: number): string =>
  `${PATIENT_ROW_LABELS[field] ?? field} ${index + 1}`;

const hasKey = <Labels extends object>(labels: Labels, key: string): key is Extract<keyof Labels, string> =>
  Object.hasOwn(labels, key);

/** The form's label of a field by its path: `occupation`, `medical_history.asthma`, `surgeries.0.date`. */
export function patientFieldLabel(path: string): string {
  if (hasKey(PATIENT_FIELD_LABELS, path)) return PATIENT_FIELD_LABELS[path];
  const [group = '', key = '', field] = path.split('.');
  if (group === 'medical_history' && hasKey(MEDICAL_CONDITION_LABELS, key)) return MEDICAL_CONDITION_LABELS[key];
  if (group === 'allergies_specific' && hasKey(ALLERGY_LABELS, key)) return ALLERGY_LABELS[key];
  const rowField = field === undefined ? group : `${group}.${field}`;
  if (/^\d+$/.test(key) && hasKey(PATIENT_ROW_LABELS, rowField)) {
    return patientRowLabel(rowField as PatientRowField, Number(key));
  }
  return path;
}
