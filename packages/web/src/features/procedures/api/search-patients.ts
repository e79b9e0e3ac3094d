import { PATIENT_PICKER_PAGE_SIZE, type QuickSearchItem, type QuickSearchResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * The new-procedure patient picker: quick search, so a full name in any order, a phone or an id
 * finds the patient, at most a picker page of them.
 */
export async function searchPatientsForProcedure(term: string): Promise<QuickSearchItem[]> {
  const answer = await api.get<QuickSearchResponse>('/patients/search', {
    query: { q: term, limit: PATIENT_PICKER_PAGE_SIZE },
  });
  return answer.items;
}
