import type { PatientSummary } from '@clinic/contracts';

export const patientName = (patient: Pick<PatientSummary, 'first_name' | 'middle_name' | 'last_name'>) =>
  [patient.first_name, patient.middle_name, patient.last_name].filter(Boolean).join(' ');
