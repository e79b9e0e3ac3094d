import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern, prefixRange } from '../db/contains-pattern.ts';
import type { Bind } from '../db/kept-statements.ts';
import { patients } from '../db/schema/index.ts';

/** Phone terms this long are looked up by their five-digit runs (migration 0009's `clinic_digit_grams`). */
const DIGIT_GRAM_LENGTH = 5;

/**
 * The name in `column`, lower-cased, contains the term named `name`: either it starts with it (an
 * ordered index range) or the name after its first letter contains it (a trigram index of that
 * part). The same rows as one trigram search of the whole name, but a term typed from the start of
 * a common name no longer makes the index intersect the long lists of that name's trigrams. The
 * start is written as the index's range itself, not as a LIKE prefix: PostgreSQL then takes the
 * rows the range gives as they are, where a LIKE prefix was checked again on every row read.
 */
export function nameContains(column: PgColumn, bind: Bind, name: string): SQL {
  const folded = sql`lower(${column})`;
  const starts = sql`${folded} ~>=~ ${bind(`${name}_from`)} and ${folded} ~<~ ${bind(`${name}_below`)}`;
  return sql`((${starts}) or substr(${folded}, 2) like ${bind(`${name}_inner`)})`;
}

/** The values `nameContains` refers to under `name`, for `term`. */
export function nameContainsValues(term: string, name: string) {
  const { from, below } = prefixRange(term);
  return { [`${name}_from`]: from, [`${name}_below`]: below, [`${name}_inner`]: containsPattern(term) };
}

/** Whether `digits` are looked up by their five-digit runs: what `phoneDigitsContain`'s text depends on. */
export const byDigitRuns = (digits: string) => digits.length >= DIGIT_GRAM_LENGTH;

/** The values `phoneDigitsContain` refers to under `name`, for `digits`. */
export const phoneDigitsValues = (digits: string, name: string) => ({
  [name]: digits,
  [`${name}_pattern`]: containsPattern(digits),
});

/**
 * The primary phone's digits contain the digits named `name`. From five digits on
 * (`byDigitRuns`), the index of each phone's five-digit runs finds the few phones holding every
 * run of the term, and LIKE confirms the order; shorter terms use the trigram index.
 */
export function phoneDigitsContain(digitRuns: boolean, bind: Bind, name: string): SQL {
  const contains = sql`${patients.phonePrimaryDigits} like ${bind(`${name}_pattern`)}`;
  if (!digitRuns) return contains;
  return sql`(clinic_digit_grams(${patients.phonePrimaryDigits}) @> clinic_digit_grams(${bind(name)}) and ${contains})`;
}
