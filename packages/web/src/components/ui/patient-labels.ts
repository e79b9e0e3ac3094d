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
