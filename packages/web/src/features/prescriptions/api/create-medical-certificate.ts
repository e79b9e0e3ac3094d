import type { MedicalCertificate, MedicalCertificateFields } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const useCreateMedicalCertificate = (patientId: number) =>
  useRefreshingMutation(
    (input: MedicalCertificateFields) =>
      api.post<MedicalCertificate>(`/patients/${patientId}/medical-certificates`, input),
    'prescription',
  );
