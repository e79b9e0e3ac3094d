import { useQuery } from '@tanstack/react-query';
import type {
  ConsultationSignature,
  ConsultationSignaturesResponse,
  NoteAmendmentInput,
  SignNoteInput,
} from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { patientKeys } from './patient-query-keys.ts';

/** The initial consultation (`index` null) or the follow-up at `index`. */
export interface ConsultationTarget {
  patientId: number;
  index: number | null;
}

const pathOf = ({ patientId, index }: ConsultationTarget) =>
  index === null ? `/patients/${patientId}/consultation` : `/patients/${patientId}/succeeding-consultations/${index}`;

export const useConsultationSignatures = (patientId: number) =>
  useQuery({
    queryKey: patientKeys.consultationSignatures(patientId),
    queryFn: ({ signal }) =>
      api.get<ConsultationSignaturesResponse>(`/patients/${patientId}/consultation/signatures`, { signal }),
  });

export function useSignConsultation() {
  return useRefreshingMutation(
    ({ target, proof }: { target: ConsultationTarget; proof: SignNoteInput }) =>
      api.post<ConsultationSignature>(`${pathOf(target)}/sign`, proof),
    'consultationSignature',
  );
}

export function useAmendConsultation() {
  return useRefreshingMutation(
    ({ target, amendment }: { target: ConsultationTarget; amendment: NoteAmendmentInput }) =>
      api.post<ConsultationSignature>(`${pathOf(target)}/amendments`, amendment),
    'consultationSignature',
  );
}
