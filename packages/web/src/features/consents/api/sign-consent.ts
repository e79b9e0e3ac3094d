import type { ProcedureConsent, SignConsentInput } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export function useSignConsent(procedureId: number) {
  return useRefreshingMutation(
    (input: SignConsentInput) => api.post<ProcedureConsent>(`/procedures/${procedureId}/consents`, input),
    'consent',
  );
}
