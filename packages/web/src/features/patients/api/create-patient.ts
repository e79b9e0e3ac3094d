import { withPregnancyRule, type CreatePatientInput, type Patient } from '@clinic/contracts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { patientFormData } from './patient-form-data.ts';

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
  return useRefreshingMutation(
    ({ patient, files }: { patient: CreatePatientInput; files?: readonly File[] }) => createPatient(patient, files),
    'patient',
    forgetAnswer ? { gcTime: 0 } : {},
  );
}
