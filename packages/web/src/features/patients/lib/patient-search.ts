import { canSearchPatients, qualifyingNameSearch, qualifyingPhoneSearch } from '@clinic/contracts';

export interface PatientSearchEntry {
  firstName: string;
  lastName: string;
  phone: string;
}

export interface PatientSearchTerms {
  first_name_search?: string;
  last_name_search?: string;
  phone_search?: string;
}

export const EMPTY_SEARCH: PatientSearchEntry = { firstName: '', lastName: '', phone: '' };

/** The terms a search sends: only the fields that qualify under the contracts' search rules. */
export function searchTerms(entry: PatientSearchEntry): PatientSearchTerms {
  const terms: PatientSearchTerms = {};
  const firstName = qualifyingNameSearch(entry.firstName);
  const lastName = qualifyingNameSearch(entry.lastName);
  const phone = qualifyingPhoneSearch(entry.phone);
  if (firstName) terms.first_name_search = firstName;
  if (lastName) terms.last_name_search = lastName;
  if (phone) terms.phone_search = phone;
  return terms;
}

export function canSearch(entry: PatientSearchEntry): boolean {
  return canSearchPatients({ first: entry.firstName, last: entry.lastName, phone: entry.phone });
}
