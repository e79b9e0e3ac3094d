import { describe, expect, it } from 'vitest';
import { numberInWords, quantityInWordsAndFigures } from './number-words.ts';

describe('numberInWords', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [13, 'thirteen'],
    [20, 'twenty'],
    [45, 'forty-five'],
    [100, 'one hundred'],
    [120, 'one hundred twenty'],
    [999, 'nine hundred ninety-nine'],
    [1000, 'one thousand'],
    [2025, 'two thousand twenty-five'],
    [999_999, 'nine hundred ninety-nine thousand nine hundred ninety-nine'],
  ])('words %i as "%s"', (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it('refuses what it cannot word', () => {
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1_000_000)).toThrow(RangeError);
  });

  it('prints words then figures', () => {
    expect(quantityInWordsAndFigures(30)).toBe('Thirty (30)');
  });
});
