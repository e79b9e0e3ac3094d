import {
  MEDICAL_CONDITIONS,
  SPECIFIC_ALLERGIES,
  sexToFormValue,
  type CivilStatus,
  type MedicalCondition,
  type Patient,
  type PatientLanguage,
  type PregnancyStatus,
  type ReferralSource,
  type SexFormValue,
  type SpecificAllergy,
  type SubstanceUseLevel,
} from '@clinic/contracts';

/** What a patient tells about themselves, asked by both the New Patient form and the kiosk. */
export interface PatientIntakeValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  sex: SexFormValue | '';
  date_of_birth: string;
  email: string;
  phone_primary: string;
  phone_secondary: string;
  address: string;
  occupation: string;
  /** The language of the patient's appointment reminders. */
  preferred_language: PatientLanguage;
  emergency_contact: { name: string; relationship: string; phone: string };
  medical_history: Record<MedicalCondition, boolean> & { other: string };
  allergies_specific: Record<SpecificAllergy, boolean> & { other: string };
  lifestyle: { tobacco_use: SubstanceUseLevel; alcohol_use: SubstanceUseLevel; civil_status: CivilStatus | '' };
  female_specific: { pregnancy_status: PregnancyStatus };
}

const noFlags = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, false])) as Record<Key, boolean>;

/** Blank intake values, built fresh each call so no form shares state with another. */
export function emptyPatientIntake(): PatientIntakeValues {
  return {
    first_name: '',
    middle_name: '',
    last_name: '',
    sex: '',
    date_of_birth: '',
    email: '',
    phone_primary: '',
    phone_secondary: '',
    address: '',
    occupation: '',
    preferred_language: 'en',
    emergency_contact: { name: '', relationship: '', phone: '' },
    medical_history: { ...noFlags(MEDICAL_CONDITIONS), other: '' },
    allergies_specific: { ...noFlags(SPECIFIC_ALLERGIES), other: '' },
    lifestyle: { tobacco_use: 'NO', alcohol_use: 'NO', civil_status: '' },
    female_specific: { pregnancy_status: 'none' },
  };
}

/** Everything the staff's patient forms hold, fully filled so every input is controlled from the start. */
export interface PatientFormValues extends PatientIntakeValues {
  primary_care_physician: string;
  reminders_opt_out: boolean;
  referral_source: { source: ReferralSource | ''; doctor: string };
  consultation: {
    chief_complaint: string;
    physical_examination: string;
    history: string;
    assessment: string;
    management: string;
  };
  succeeding_consultations: { date: string; notes: string; plan: string }[];
  current_medications: string[];
  surgeries: { procedure: string; date: string }[];
}

export const EMPTY_FOLLOW_UP = { date: '', notes: '', plan: '' };
export const EMPTY_SURGERY = { procedure: '', date: '' };

/** A blank new-patient form: one empty row in each list, as the form opens. */
export function emptyPatientForm(): PatientFormValues {
  return {
    ...emptyPatientIntake(),
    primary_care_physician: '',
    reminders_opt_out: false,
    referral_source: { source: '', doctor: '' },
    consultation: { chief_complaint: '', physical_examination: '', history: '', assessment: '', management: '' },
    succeeding_consultations: [{ ...EMPTY_FOLLOW_UP }],
    current_medications: [''],
    surgeries: [{ ...EMPTY_SURGERY }],
  };
}

const atLeastOne = <Row>(rows: Row[], empty: Row): Row[] => (rows.length > 0 ? rows : [empty]);

/** A loaded patient as the profile's edit form holds it. */
export function patientToFormValues(patient: Patient): PatientFormValues {
  return {
    first_name: patient.first_name,
    middle_name: patient.middle_name,
    last_name: patient.last_name,
    sex: sexToFormValue(patient.sex),
    date_of_birth: patient.date_of_birth,
    email: patient.email,
    phone_primary: patient.phone_primary,
    phone_secondary: patient.phone_secondary,
    address: patient.address,
    occupation: patient.occupation,
    preferred_language: patient.preferred_language,
    reminders_opt_out: patient.reminders_opt_out,
    primary_care_physician: patient.primary_care_physician,
    emergency_contact: { ...patient.emergency_contact },
    medical_history: { ...patient.medical_history },
    allergies_specific: { ...patient.allergies_specific },
    lifestyle: { ...patient.lifestyle },
    female_specific: { ...patient.female_specific },
    referral_source: { ...patient.referral_source },
    consultation: { ...patient.consultation },
    succeeding_consultations: atLeastOne(
      patient.succeeding_consultations.map((row) => ({ ...row })),
      { ...EMPTY_FOLLOW_UP },
    ),
    current_medications: atLeastOne([...patient.current_medications], ''),
    surgeries: atLeastOne(
      patient.surgeries.map((row) => ({ ...row })),
      { ...EMPTY_SURGERY },
    ),
  };
}
