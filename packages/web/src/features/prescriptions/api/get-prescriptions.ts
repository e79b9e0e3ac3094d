import { useQuery } from '@tanstack/react-query';
import type { PrescriptionsResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-query-keys.ts';

/** A patient's prescriptions; asked for only when `enabled` (the user may read them). */
export const usePrescriptions = (patientId: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: prescriptionKeys.ofPatient(patientId),
    queryFn: ({ signal }) => api.get<PrescriptionsResponse>(`/patients/${patientId}/prescriptions`, { signal }),
  });
