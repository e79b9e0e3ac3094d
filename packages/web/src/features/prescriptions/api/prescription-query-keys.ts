import { RESOURCES } from '../../../lib/query-keys.ts';

export const prescriptionKeys = {
  all: [RESOURCES.prescriptions] as const,
  ofPatient: (patientId: number) => [...prescriptionKeys.all, 'patient', patientId] as const,
  certificatesOfPatient: (patientId: number) => [...prescriptionKeys.all, 'certificates', patientId] as const,
  drugs: (query: string) => [...prescriptionKeys.all, 'drugs', query] as const,
  verification: (code: string) => [...prescriptionKeys.all, 'verification', code] as const,
};

/** Where each kind of document lives in the API. */
export type DocumentCollection = 'prescriptions' | 'medical-certificates';
