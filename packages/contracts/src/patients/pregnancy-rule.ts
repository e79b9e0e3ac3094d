/**
 * Pregnancy status belongs to female patients (the spec: editable only when sex is female); for
 * anyone else it is none, whatever was sent. `sex`: the patient's sex when the data does not say
 * (a profile edit that leaves sex as stored).
 */
export function withPregnancyRule<Patient extends { sex?: string; female_specific?: { pregnancy_status?: string } }>(
  patient: Patient,
  sex: string | undefined = patient.sex,
): Patient {
  return sex === 'F'
    ? patient
    : { ...patient, female_specific: { ...patient.female_specific, pregnancy_status: 'none' } };
}
