import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern, prefixPattern } from '../db/contains-pattern.ts';
import { inlineValues, type ValueBinder } from '../db/kept-statements.ts';
import { patients } from '../db/schema/index.ts';

/** Phone terms this long are looked up by their five-digit runs (migration 0009's `clinic_digit_grams`). */
const DIGIT_GRAM_LENGTH = 5;

/**
 * The name in `column`, lower-cased, contains `term`: either it starts with it (an ordered index
 * range) or the name after its first letter contains it (a trigram index of that part). The same
 * rows as one trigram search of the whole name, but a term typed from the start of a common name
 * no longer makes the index intersect the long lists of that name's trigrams.
 */
export function nameContains(column: PgColumn, term: string): SQL {
  return sql`(lower(${column}) like ${prefixPattern(term)} or substr(lower(${column}), 2) like ${containsPattern(term)})`;
}

/**
 * The primary phone's digits contain `digits`. From five digits on, the index of each phone's
 * five-digit runs finds the few phones holding every run of the term, and LIKE confirms the order;
 * shorter terms use the trigram index. The digits travel as `binder` says, under `name`.
 */
export function phoneDigitsContain(digits: string, { bind }: ValueBinder = inlineValues, name = 'digits'): SQL {
  const contains = sql`${patients.phonePrimaryDigits} like ${bind(`${name}_pattern`, containsPattern(digits))}`;
  if (digits.length < DIGIT_GRAM_LENGTH) return contains;
  return sql`(clinic_digit_grams(${patients.phonePrimaryDigits}) @> clinic_digit_grams(${bind(name, digits)}) and ${contains})`;
}
