import { useQuery } from '@tanstack/react-query';
import type { MedicalCertificatesResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-query-keys.ts';

export const useMedicalCertificates = (patientId: number) =>
  useQuery({
    queryKey: prescriptionKeys.certificatesOfPatient(patientId),
    queryFn: ({ signal }) =>
      api.get<MedicalCertificatesResponse>(`/patients/${patientId}/medical-certificates`, { signal }),
  });
