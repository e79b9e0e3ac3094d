import { useQuery } from '@tanstack/react-query';
import type { ProcedureConsentsResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { consentKeys } from './consent-query-keys.ts';

export const useProcedureConsents = (procedureId: number) =>
  useQuery({
    queryKey: consentKeys.ofProcedure(procedureId),
    queryFn: ({ signal }) => api.get<ProcedureConsentsResponse>(`/procedures/${procedureId}/consents`, { signal }),
  });
