import { describe, expect, it } from 'vitest';
import { duplicateMatches, type DuplicateKeys } from './patient-duplicates.ts';

const maria: DuplicateKeys = {
  first_name: 'María José',
  last_name: 'Dela Cruz',
  date_of_birth: '1990-05-17',
  phone_digits: '639171234567',
};

describe('duplicateMatches', () => {
  it('matches the same name whatever its case, accents, spaces and punctuation, on the same birth date', () => {
    expect(
      duplicateMatches(maria, { ...maria, first_name: ' MARIA  jose', last_name: 'dela-cruz.', phone_digits: '' }),
    ).toEqual(['name']);
  });

  it('matches the same phone, +63 or 0 in front, on the same birth date', () => {
    expect(duplicateMatches(maria, { ...maria, first_name: 'Ana', phone_digits: '09171234567' })).toEqual(['phone']);
  });

  it('names both rules when both match', () => {
    expect(duplicateMatches(maria, maria)).toEqual(['name', 'phone']);
  });

  it('matches nothing on another birth date, another name and phone, or two empty phones', () => {
    expect(duplicateMatches(maria, { ...maria, date_of_birth: '1990-05-18' })).toEqual([]);
    expect(duplicateMatches(maria, { ...maria, first_name: 'Mariano', phone_digits: '09170000000' })).toEqual([]);
    expect(duplicateMatches({ ...maria, phone_digits: '' }, { ...maria, first_name: 'Ana', phone_digits: '' })).toEqual(
      [],
    );
  });
});
