import { describe, expect, it } from 'vitest';
import { planQuickSearch } from './quick-search-plan.ts';

describe('reading a quick-search text', () => {
  it('takes digits as a patient id and as a phone fragment', () => {
    expect(planQuickSearch('1234')).toEqual({ id: 1234, phoneDigits: ['1234'], nameWords: [] });
    expect(planQuickSearch('12')).toEqual({ id: 12, phoneDigits: [], nameWords: [] });
  });

  it('ignores spaces, dashes and brackets in a phone and tries both +63 and 0 forms', () => {
    expect(planQuickSearch('0917 123-4567')).toEqual({
      id: undefined,
      phoneDigits: ['09171234567', '639171234567'],
      nameWords: [],
    });
    expect(planQuickSearch('+63 (917) 123')).toEqual({
      id: undefined,
      phoneDigits: ['63917123', '0917123'],
      nameWords: [],
    });
  });

  it('reads the country code typed without its plus, and leaves a number of another country as typed', () => {
    expect(planQuickSearch('63 917 123').phoneDigits).toEqual(['63917123', '0917123']);
    expect(planQuickSearch('+1 415 555').phoneDigits).toEqual(['1415555']);
    expect(planQuickSearch('917 123').phoneDigits).toEqual(['917123']);
  });

  it('never takes an id beyond the id range', () => {
    expect(planQuickSearch('99999999999').id).toBeUndefined();
  });

  it('reads an e-mail or its start', () => {
    expect(planQuickSearch(' Liza.D@Mail.com ')).toEqual({
      phoneDigits: [],
      emailPrefix: 'liza.d@mail.com',
      nameWords: [],
    });
  });

  it('splits a name into folded words, in any order', () => {
    expect(planQuickSearch('Peña,  María Liza')).toEqual({ phoneDigits: [], nameWords: ['pena', 'maria', 'liza'] });
  });
});
