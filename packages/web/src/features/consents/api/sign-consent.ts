import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcedureConsent, SignConsentInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';
import { consentKeys } from './consent-query-keys.ts';

export function useSignConsent(procedureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignConsentInput) => api.post<ProcedureConsent>(`/procedures/${procedureId}/consents`, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: consentKeys.ofProcedure(procedureId) });
      // The patient's history shows the signature.
      await queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.patients] });
    },
  });
}
