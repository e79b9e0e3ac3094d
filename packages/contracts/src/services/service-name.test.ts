import { describe, expect, it } from 'vitest';
import { containsNameWords, foldedName } from './service-name.ts';

describe('foldedName', () => {
  it('folds case, spaces, accents and punctuation alike', () => {
    for (const typed of ['botox', ' BOTOX ', 'Bótox', 'Botox.', 'botox  ']) expect(foldedName(typed)).toBe('botox');
    expect(foldedName('Chemical  Peel!')).toBe(foldedName('chemical-peel'));
  });
});

describe('containsNameWords', () => {
  it('finds a name as whole words inside a longer name', () => {
    expect(containsNameWords('Botox - forehead', 'Botox')).toBe(true);
    expect(containsNameWords('Full-face chemical peel', 'Chemical Peel')).toBe(true);
  });

  it('does not take letters inside a word for the word', () => {
    expect(containsNameWords('Botoxin', 'Botox')).toBe(false);
    expect(containsNameWords('Peel chemical', 'Chemical Peel')).toBe(false);
    expect(containsNameWords('Botox', '  ')).toBe(false);
  });
});
