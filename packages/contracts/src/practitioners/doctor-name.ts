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

/** What the roster matches a typed name against: each practitioner's printed name and older names. */
export interface RosterNames {
  display_name: string;
  answers_to: readonly string[];
}

/**
 * The schedule column of each typed doctor name: the roster's printed name when the name is one
 * of a practitioner's, else the first spelling met of the same name (`Dr Lim` and `dr. lim` are one
 * column). The server and the web group appointments and find double bookings with it.
 */
export function createDoctorColumns(roster: readonly RosterNames[]) {
  const columns = new Map<string, string>();
  for (const practitioner of roster) {
    for (const name of [practitioner.display_name, ...practitioner.answers_to]) {
      const key = doctorKey(name);
      if (!columns.has(key)) columns.set(key, practitioner.display_name);
    }
  }
  return (typed: string): string => {
    const key = doctorKey(typed);
    const column = columns.get(key);
    if (column !== undefined) return column;
    columns.set(key, typed);
    return typed;
  };
}
