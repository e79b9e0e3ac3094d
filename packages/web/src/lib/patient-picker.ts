import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  NAME_SEARCH_MIN_LENGTH,
  PATIENT_PICKER_PAGE_SIZE,
  type QuickSearchItem,
  type QuickSearchResponse,
} from '@clinic/contracts';
import { api } from './api-client.ts';
import { RESOURCES } from './query-keys.ts';

/**
 * The patient pickers (a new procedure, a booking, an invoice): quick search, so a full name in any order, a phone or an id
 * finds the patient, at most a picker page of them.
 */
export async function searchPatientsToPick(term: string, signal?: AbortSignal): Promise<QuickSearchItem[]> {
  const answer = await api.get<QuickSearchResponse>('/patients/search', {
    query: { q: term, limit: PATIENT_PICKER_PAGE_SIZE },
    signal,
  });
  return answer.items;
}

/** The picker's matches as the person types; nothing is asked until the term is long enough. */
export function usePatientPicker(term: string) {
  const wanted = term.trim();
  return useQuery({
    queryKey: [RESOURCES.patients, 'picker', wanted],
    queryFn: ({ signal }) => searchPatientsToPick(wanted, signal),
    enabled: wanted.length >= NAME_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
