import { describe, expect, it } from 'vitest';
import { oneLetterOut, withinOneSlip } from './one-slip.ts';

describe('one slip of the keyboard', () => {
  it('leaves each letter out once, without repeats', () => {
    expect(oneLetterOut('santos')).toEqual(['antos', 'sntos', 'satos', 'sanos', 'sants', 'santo']);
    expect(oneLetterOut('anna')).toEqual(['nna', 'ana', 'ann']);
    expect(oneLetterOut('peña')).toEqual(['eña', 'pña', 'pea', 'peñ']);
  });

  it('accepts a swap, a missing, an extra or a wrong letter', () => {
    for (const [typed, word] of [
      ['santso', 'santos'],
      ['garcai', 'garcia'],
      ['villaneuva', 'villanueva'],
      ['ocmapo', 'ocampo'],
      ['cristna', 'cristina'],
      ['dimaculangann', 'dimaculangan'],
      ['bautisra', 'bautista'],
      ['aba', 'abba'],
      ['ab', 'ba'],
      ['reyes', 'reyes'],
    ]) {
      expect(withinOneSlip(typed!, word!), `${typed} ${word}`).toBe(true);
      expect(withinOneSlip(word!, typed!), `${word} ${typed}`).toBe(true);
    }
  });

  it('refuses two slips, even when the words share a form with a letter left out', () => {
    for (const [typed, word] of [
      ['xaby', 'xbcy'],
      ['santsoo', 'santos'],
      ['sotnas', 'santos'],
      ['cristna', 'kristina'],
      ['abc', 'cab'],
      ['pena', 'penaba'],
    ]) {
      expect(withinOneSlip(typed!, word!), `${typed} ${word}`).toBe(false);
    }
  });
});
