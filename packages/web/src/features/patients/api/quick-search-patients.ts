import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUICK_SEARCH_DEFAULT_LIMIT, type QuickSearchResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';
import { patientKeys } from './patient-query-keys.ts';

export function quickSearchPatients(q: string, signal?: AbortSignal): Promise<QuickSearchResponse> {
  return api.get<QuickSearchResponse>('/patients/search', { query: { q, limit: QUICK_SEARCH_DEFAULT_LIMIT }, signal });
}

/** Patients matching `q`; nothing is asked before `q` has two characters. */
export function useQuickSearchPatients(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: [...patientKeys.quickSearch(), term],
    queryFn: ({ signal }) => quickSearchPatients(term, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
