import type { ProcedureConsent } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { consentKeys } from './consent-query-keys.ts';

export function useRevokeConsent(procedureId: number) {
  return useRefreshingMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      api.post<ProcedureConsent>(`/consents/${id}/revoke`, { reason }),
    consentKeys.ofProcedure(procedureId),
  );
}
