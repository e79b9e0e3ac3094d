import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcedureConsent } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { consentKeys } from './consent-query-keys.ts';

export function useRevokeConsent(procedureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<ProcedureConsent>(`/consents/${id}/revoke`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentKeys.ofProcedure(procedureId) }),
  });
}
