import { describe, expect, it } from 'vitest';
import { canSearch, EMPTY_SEARCH, searchTerms } from './patient-search.ts';

describe('patient search rules', () => {
  it('uses names only from four characters', () => {
    expect(canSearch({ ...EMPTY_SEARCH, lastName: 'Cru' })).toBe(false);
    expect(searchTerms({ ...EMPTY_SEARCH, lastName: 'Cruz' })).toEqual({ last_name_search: 'Cruz' });
    expect(searchTerms({ ...EMPTY_SEARCH, firstName: ' Juan ' })).toEqual({ first_name_search: 'Juan' });
  });

  it('uses the phone only from five characters once spaces are removed', () => {
    expect(canSearch({ ...EMPTY_SEARCH, phone: '09 1 7' })).toBe(false);
    expect(searchTerms({ ...EMPTY_SEARCH, phone: '0917 12' })).toEqual({ phone_search: '091712' });
  });

  it('leaves out fields that do not qualify', () => {
    expect(searchTerms({ firstName: 'Jo', lastName: 'Santos', phone: '12' })).toEqual({ last_name_search: 'Santos' });
    expect(canSearch(EMPTY_SEARCH)).toBe(false);
  });
});
