/** Pregnancy status belongs to female patients only; for anyone else it is none, whatever the form held. */
export function withPregnancyRule<Patient extends { sex?: string; female_specific?: { pregnancy_status?: string } }>(
  patient: Patient,
): Patient {
  return patient.sex === 'F'
    ? patient
    : { ...patient, female_specific: { ...patient.female_specific, pregnancy_status: 'none' } };
}
