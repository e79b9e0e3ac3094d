import { describe, expect, it } from 'vitest';
import { ageFromBirthDate } from './age.ts';

describe('ageFromBirthDate', () => {
  it('counts whole years, turning over on the birthday', () => {
    expect(ageFromBirthDate('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageFromBirthDate('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageFromBirthDate('2026-01-01', '2026-01-01')).toBe(0);
  });

  it('has no age for a missing, invalid or future date', () => {
    expect(ageFromBirthDate('', '2026-01-01')).toBeUndefined();
    expect(ageFromBirthDate('1990-02-30', '2026-01-01')).toBeUndefined();
    expect(ageFromBirthDate('2027-01-01', '2026-01-01')).toBeUndefined();
  });
});
