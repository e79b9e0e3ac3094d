import type { CreatePatientForm } from '../patients/patient.schemas.ts';

let sequence = 0;

/** A valid new-patient payload (`patient_in`) with unique names; plain data, no I/O. */
export function buildPatientInput(overrides: Partial<CreatePatientForm> = {}): CreatePatientForm {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    first_name: `Maria${tag}`,
    middle_name: 'Cruz',
    last_name: `Santos${tag}`,
    sex: 'F',
    date_of_birth: '1990-05-17',
    email: `maria.${tag}@example.com`,
    phone_primary: '+639171234567',
    phone_secondary: '',
    address: '12 Rizal Street, Makati',
    occupation: 'Teacher',
    primary_care_physician: 'Dr. Reyes',
    emergency_contact: { name: 'Jose Santos', relationship: 'Husband', phone: '09181234567' },
    medical_history: { asthma: true, other: '' },
    allergies_specific: { latex: true, other: '' },
    lifestyle: { tobacco_use: 'NO', alcohol_use: 'OCCASIONAL', civil_status: 'married' },
    female_specific: { pregnancy_status: 'none' },
    referral_source: { source: 'Social Media', doctor: '' },
    consultation: { chief_complaint: 'Acne scars' },
    succeeding_consultations: [],
    current_medications: ['Cetirizine 10 mg'],
    surgeries: [],
    ...overrides,
  };
}
