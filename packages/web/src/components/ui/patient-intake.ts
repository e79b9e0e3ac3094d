import {
  MEDICAL_CONDITIONS,
  SPECIFIC_ALLERGIES,
  type CivilStatus,
  type MedicalCondition,
  type PregnancyStatus,
  type SexFormValue,
  type SpecificAllergy,
  type SubstanceUseLevel,
} from '@clinic/contracts';

/** What a patient tells about themselves, held by both the New Patient form and the kiosk. */
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
    emergency_contact: { name: '', relationship: '', phone: '' },
    medical_history: { ...noFlags(MEDICAL_CONDITIONS), other: '' },
    allergies_specific: { ...noFlags(SPECIFIC_ALLERGIES), other: '' },
    lifestyle: { tobacco_use: 'NO', alcohol_use: 'NO', civil_status: '' },
    female_specific: { pregnancy_status: 'none' },
  };
}
