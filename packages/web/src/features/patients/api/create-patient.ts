import type { CreatePatientInput, Patient } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { patientFormData } from './patient-form-data.ts';
import { patientKeys } from './patient-query-keys.ts';

export function createPatient(patient: CreatePatientInput, files: File[]): Promise<Patient> {
  return uploadWithProgress<Patient>({ method: 'POST', path: '/patients/', body: patientFormData(patient, files) });
}

export function useCreatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patient, files }: { patient: CreatePatientInput; files: File[] }) => createPatient(patient, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
  });
}
