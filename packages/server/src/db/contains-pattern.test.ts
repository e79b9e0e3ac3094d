import { describe, expect, it } from 'vitest';
import { prefixRange } from './contains-pattern.ts';

/** Whether `text` falls in the range as PostgreSQL's byte-order operators compare (UTF-8 keeps code point order). */
const inRange = (text: string, { from, below }: { from: string; below: string }) =>
  Buffer.compare(Buffer.from(text), Buffer.from(from)) >= 0 &&
  Buffer.compare(Buffer.from(text), Buffer.from(below)) < 0;

describe('the texts starting with a prefix, as a range', () => {
  it('holds exactly the texts that start with it, lower-cased', () => {
    const range = prefixRange('Maria ');
    expect(range).toEqual({ from: 'maria ', below: 'maria!' });
    for (const text of ['maria ', 'maria santos', 'maria zz']) expect(inRange(text, range)).toBe(true);
    for (const text of ['maria', 'mariae', 'maria!', 'mari', 'mariz']) expect(inRange(text, range)).toBe(false);
  });

  it('steps over the surrogates and past the last code point', () => {
    expect(prefixRange('a\u{d7ff}').below).toBe('a\u{e000}');
    expect(prefixRange('ab\u{10ffff}').below).toBe('ac');
    expect(inRange('ab\u{10ffff}x', prefixRange('ab\u{10ffff}'))).toBe(true);
    expect(inRange('ab', prefixRange('ab\u{10ffff}'))).toBe(false);
  });

  it('is empty for a text of nothing but the last code point', () => {
    const range = prefixRange('\u{10ffff}');
    expect(range.below).toBe(range.from);
  });
});
