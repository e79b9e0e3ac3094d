import { useQuery } from '@tanstack/react-query';
import type { PatientName } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** The name of the patient a check out was opened for. */
export const usePatientToBill = (patientId: number | undefined) =>
  useQuery({
    queryKey: [RESOURCES.patients, 'name', patientId],
    queryFn: ({ signal }) => api.get<PatientName>(`/patients/${patientId}/name`, { signal }),
    enabled: patientId !== undefined,
  });
