import type { ProcedureConsent } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export function useRevokeConsent() {
  return useRefreshingMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      api.post<ProcedureConsent>(`/consents/${id}/revoke`, { reason }),
    'consent',
  );
}
