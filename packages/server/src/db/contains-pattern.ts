/**
 * A LIKE pattern for "contains `text`", lower-cased to match `lower(column)` (and so the trigram
 * indexes); `%`, `_` and `\` typed by a person match themselves, not any text.
 */
export const containsPattern = (text: string) => `%${likeEscaped(text)}%`;

/** A LIKE pattern for "starts with `text`", lower-cased and escaped the same way. */
export const prefixPattern = (text: string) => `${likeEscaped(text)}%`;

function likeEscaped(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
}
