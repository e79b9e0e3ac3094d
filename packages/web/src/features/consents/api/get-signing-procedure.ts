import { useQuery } from '@tanstack/react-query';
import type { Procedure } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { consentKeys } from './consent-query-keys.ts';

/** The procedure being consented to: its name and patient head the signing screen. */
export const useSigningProcedure = (procedureId: number) =>
  useQuery({
    queryKey: [...consentKeys.ofProcedure(procedureId), 'procedure'],
    queryFn: ({ signal }) => api.get<Procedure>(`/procedures/${procedureId}`, { signal }),
  });
