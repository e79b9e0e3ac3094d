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

/** Every term unset: what a new search starts from, so a term left out is cleared. */
export const NO_TERMS = { first_name_search: undefined, last_name_search: undefined, phone_search: undefined };

/** The search terms of a list query. */
export const termsOf = (query: PatientSearchTerms): PatientSearchTerms => ({
  first_name_search: query.first_name_search,
  last_name_search: query.last_name_search,
  phone_search: query.phone_search,
});

/** The fields as a search with these terms left them. */
export const entryOf = (terms: PatientSearchTerms): PatientSearchEntry => ({
  firstName: terms.first_name_search ?? '',
  lastName: terms.last_name_search ?? '',
  phone: terms.phone_search ?? '',
});

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
