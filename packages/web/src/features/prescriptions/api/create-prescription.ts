import type { Prescription, PrescriptionFields } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const useCreatePrescription = (patientId: number) =>
  useRefreshingMutation(
    (input: PrescriptionFields) => api.post<Prescription>(`/patients/${patientId}/prescriptions`, input),
    'prescription',
  );
