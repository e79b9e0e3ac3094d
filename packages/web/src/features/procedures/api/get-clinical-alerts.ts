import { useQuery } from '@tanstack/react-query';
import type { ClinicalAlerts } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { procedureKeys } from './procedure-query-keys.ts';

/** What must not be missed before treating the patient; reading it is not a view of the profile. */
export const useClinicalAlerts = (patientId: number | undefined) =>
  useQuery({
    queryKey: procedureKeys.clinicalAlerts(patientId ?? 0),
    queryFn: ({ signal }) => api.get<ClinicalAlerts>(`/patients/${patientId}/clinical-alerts`, { signal }),
    enabled: patientId !== undefined,
  });
