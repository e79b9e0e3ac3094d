import { nameWords } from '../services/service-name.ts';

/** Titles written before a doctor's name that do not tell two doctors apart. */
const TITLES = new Set(['dr', 'dra', 'doc']);

/**
 * A doctor's name as the roster matches it: folded as every name rule folds names, without a
 * leading title, so `Dr Reyes`, `dr. reyes` and `Reyes` are one doctor.
 */
export function doctorKey(name: string): string {
  const words = nameWords(name);
  const untitled = words.length > 1 && TITLES.has(words[0]!) ? words.slice(1) : words;
  return untitled.join(' ');
}

/** Whether two typed doctor names name the same doctor. */
export const sameDoctor = (one: string, other: string): boolean => doctorKey(one) === doctorKey(other);
