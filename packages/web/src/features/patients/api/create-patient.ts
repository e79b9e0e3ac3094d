import { withPregnancyRule, type CreatePatientInput, type Patient } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { patientFormData } from './patient-form-data.ts';
import { patientKeys } from './patient-query-keys.ts';

/** POST /patients/, from the New Patient form and the kiosk alike; pregnancy status is none unless female. */
export function createPatient(patient: CreatePatientInput, files: readonly File[] = []): Promise<Patient> {
  const body = patientFormData(withPregnancyRule(patient), files);
  return uploadWithProgress<Patient>({ method: 'POST', path: '/patients/', body });
}

interface CreatePatientOptions {
  /** Drops the answer as soon as the screen lets go of it: on the kiosk the next patient must not see it. */
  forgetAnswer?: boolean;
}

export function useCreatePatient({ forgetAnswer = false }: CreatePatientOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patient, files }: { patient: CreatePatientInput; files?: readonly File[] }) =>
      createPatient(patient, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
    ...(forgetAnswer ? { gcTime: 0 } : {}),
  });
}
