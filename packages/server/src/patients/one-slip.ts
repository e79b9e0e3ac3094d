/**
 * One slip of the keyboard: a letter missing, one extra, one wrong, or two neighbouring letters
 * swapped (a Damerau–Levenshtein distance of 1). Letters are code points, as PostgreSQL counts them.
 */

/**
 * The word with one letter left out, each way, without repeats: what `clinic_one_letter_out()`
 * (migration 0031) keeps for every name word. Two words one slip apart are one another with a
 * letter left out, or share such a form.
 */
export function oneLetterOut(word: string): string[] {
  const letters = Array.from(word);
  return [...new Set(letters.map((_letter, at) => letters.toSpliced(at, 1).join('')))];
}

/**
 * `typed` is `word`, or `word` with one slip. Sharing a form with a letter left out also holds for
 * some words two slips apart (`xaby`, `xbcy`), so the words found through those forms are checked.
 */
export function withinOneSlip(typed: string, word: string): boolean {
  const a = Array.from(typed);
  const b = Array.from(word);
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  // What is left between the common start and the common end is the slip.
  const leftA = endA - start;
  const leftB = endB - start;
  if (leftA <= 1 && leftB <= 1) return true;
  return leftA === 2 && leftB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}
