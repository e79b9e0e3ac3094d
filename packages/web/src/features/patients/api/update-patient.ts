import type { Patient, UpdatePatientInput } from '@clinic/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { patientFormData } from './patient-form-data.ts';
import { patientKeys } from './patient-query-keys.ts';

export interface UpdatePatientVariables {
  patient: UpdatePatientInput;
  files?: File[];
  onProgress?: (fraction: number) => void;
}

export function updatePatient(
  id: number,
  { patient, files = [], onProgress }: UpdatePatientVariables,
): Promise<Patient> {
  return uploadWithProgress<Patient>({
    method: 'PUT',
    path: `/patients/${id}`,
    body: patientFormData(patient, files),
    onProgress,
  });
}

export function useUpdatePatient(id: number) {
  const queryClient = useQueryClient();
  return useRefreshingMutation((variables: UpdatePatientVariables) => updatePatient(id, variables), 'patient', {
    onSuccess: (patient) => {
      queryClient.setQueryData(patientKeys.detail(id), patient);
    },
  });
}
