/**
 * A LIKE pattern for "contains `text`", lower-cased to match `lower(column)` (and so the trigram
 * indexes); `%`, `_` and `\` typed by a person match themselves, not any text.
 */
export const containsPattern = (text: string) => `%${likeEscaped(text)}%`;

function likeEscaped(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Past the last code point, and the surrogates, which no text holds. */
const LAST_CODE_POINT = 0x10ffff;
const SURROGATES = { first: 0xd800, last: 0xdfff };

/**
 * The texts starting with `text`, lower-cased, as a range in byte order (`~>=~` and `~<~`, the
 * operators of a `text_pattern_ops` index): from `text` to just below it with its last character
 * replaced by the next one. Unlike LIKE, a range is an index range for any value, so a statement
 * written with one is prepared, and may keep one plan for every text typed.
 */
export function prefixRange(text: string): { from: string; below: string } {
  const from = text.toLowerCase();
  const characters = [...from];
  while (characters.length > 0) {
    let next = characters.pop()!.codePointAt(0)! + 1;
    if (next >= SURROGATES.first && next <= SURROGATES.last) next = SURROGATES.last + 1;
    if (next <= LAST_CODE_POINT) return { from, below: characters.join('') + String.fromCodePoint(next) };
  }
  // Nothing but U+10FFFF, a noncharacter no name or address holds: an empty range.
  return { from, below: from };
}
