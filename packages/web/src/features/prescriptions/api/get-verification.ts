import { useQuery } from '@tanstack/react-query';
import type { Verification } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-query-keys.ts';

/** The public check of a printed document's code; a wrong code is not retried. */
export const useVerification = (code: string) =>
  useQuery({
    queryKey: prescriptionKeys.verification(code),
    queryFn: ({ signal }) => api.get<Verification>(`/verify/${encodeURIComponent(code)}`, { signal }),
    retry: false,
  });
