import { foldName } from '../patients/quick-search.ts';

/**
 * The words of a name as every name rule compares them: folded as quick search folds names (case
 * and accents), then split at anything that is not a letter or a digit (spaces, dashes, dots).
 */
export function nameWords(name: string): string[] {
  return foldName(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A name folded whole: `botox`, ` BOTOX `, `Bótox` and `Botox.` are all `botox`. */
export const foldedName = (name: string): string => nameWords(name).join(' ');

/**
 * Whether `name` holds every word of `part`, in order and side by side: `Botox - forehead` holds
 * `Botox`, and `Botoxin` does not (letters inside a word are not the word).
 */
export function containsNameWords(name: string, part: string): boolean {
  const words = nameWords(name);
  const wanted = nameWords(part);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= words.length; start += 1) {
    if (wanted.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}
