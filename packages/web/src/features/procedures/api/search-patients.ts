import { PATIENT_PICKER_PAGE_SIZE, type PatientListResponse } from '@clinic/contracts';
import { api } from '../../../lib/api-client.ts';

/** The spec's picker search: first names first, then last names when nothing matched. */
export async function searchPatientsForProcedure(term: string): Promise<PatientListResponse['items']> {
  const query = { page: 1, page_size: PATIENT_PICKER_PAGE_SIZE };
  const byFirst = await api.get<PatientListResponse>('/patients/', { query: { ...query, first_name_search: term } });
  if (byFirst.items.length > 0) return byFirst.items;
  const byLast = await api.get<PatientListResponse>('/patients/', { query: { ...query, last_name_search: term } });
  return byLast.items;
}
