/**
 * A LIKE pattern for "contains `text`", lower-cased to match `lower(column)` (and so the trigram
 * indexes); `%`, `_` and `\` typed by a person match themselves, not any text.
 */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
