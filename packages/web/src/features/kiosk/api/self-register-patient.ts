import { useMutation } from '@tanstack/react-query';
import type { CreatePatientInput } from '@clinic/contracts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/** POST /patients/ as the New Patient form sends it: multipart with `patient_in` as JSON text. */
export function selfRegisterPatient(patient: CreatePatientInput): Promise<{ id: number }> {
  const body = new FormData();
  body.append('patient_in', JSON.stringify(patient));
  return uploadWithProgress<{ id: number }>({ method: 'POST', path: '/patients/', body });
}

/** Nothing of the answer is kept once the screen moves on: the next patient must not see it. */
export const useSelfRegisterPatient = () => useMutation({ mutationFn: selfRegisterPatient, gcTime: 0 });
