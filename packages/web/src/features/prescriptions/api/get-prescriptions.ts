import { useQuery } from '@tanstack/react-query';
import type { PrescriptionsResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-query-keys.ts';

export const usePrescriptions = (patientId: number) =>
  useQuery({
    queryKey: prescriptionKeys.ofPatient(patientId),
    queryFn: ({ signal }) => api.get<PrescriptionsResponse>(`/patients/${patientId}/prescriptions`, { signal }),
  });
