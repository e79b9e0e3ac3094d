import { useQuery } from '@tanstack/react-query';
import type { MedicalCertificatesResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-query-keys.ts';

/** A patient's medical certificates; asked for only when `enabled` (the user may read them). */
export const useMedicalCertificates = (patientId: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: prescriptionKeys.certificatesOfPatient(patientId),
    queryFn: ({ signal }) =>
      api.get<MedicalCertificatesResponse>(`/patients/${patientId}/medical-certificates`, { signal }),
  });
