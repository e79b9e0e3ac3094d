import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { QuickSearchItem, QuickSearchMatch } from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';
import { patientNameWords, patients } from '../db/schema/index.ts';
import { containsPattern, prefixRange } from '../db/contains-pattern.ts';
import { keptStatement, placeholderValues } from '../db/kept-statements.ts';
import { phoneDigitsContain } from './patient-search-conditions.ts';
import type { QuickSearchPlan } from './quick-search-plan.ts';
import { oneLetterOut, withinOneSlip } from './one-slip.ts';

const lowerEmail = sql`lower(${patients.email})`;
/**
 * The order of a `text_pattern_ops` index (byte order), so a LIMIT reads the first rows of its
 * range instead of sorting every match: a plain ORDER BY sorts by the database's collation, which
 * that index does not hold unless the collation is C.
 */
const inPatternOrder = (expression: SQL) => sql`${expression} using ~<~`;
/** `expression` starts with the text whose `prefixRange` is in the placeholders `<name>_from` and `<name>_below`. */
const startsWithPlaceholder = (expression: SQL, name: string) =>
  sql`${expression} ~>=~ ${sql.placeholder(`${name}_from`)} and ${expression} ~<~ ${sql.placeholder(`${name}_below`)}`;
const rangeValues = (name: string, text: string) => {
  const { from, below } = prefixRange(text);
  return { [`${name}_from`]: from, [`${name}_below`]: below };
};

/** Trigram indexes need three letters; shorter words only narrow the ordered name searches. */
const MIN_SIMILAR_WORD = 3;
/**
 * From five letters a word with one letter wrong is still "similar" (pg_trgm's word similarity,
 * 0.6) when the wrong letter is its last; a shorter word has too few trigrams to lose one.
 */
const MIN_TYPO_WORD = 5;
/**
 * From four letters a word is also corrected by one slip (a letter missing, extra, wrong or two
 * swapped); a word of three has too many neighbours one slip away (`ana`: `ama`, `ina`, `an`, …).
 */
const MIN_SLIP_WORD = 4;
/**
 * Names that qualify as similar are ranked in a sample this many times the number wanted: a typo
 * in a common name qualifies thousands, all about as close, and ranking them all costs a word
 * comparison each.
 */
const SIMILAR_SAMPLE_FACTOR = 4;
/** How many words of the names one typed word may stand for: its spellings, not every name holding it. */
const CORRECTIONS_PER_WORD = 20;
const RANK: Record<QuickSearchMatch, number> = { id: 0, phone: 1, email: 2, exact: 3, prefix: 4, similar: 5 };

const itemColumns = {
  id: patients.id,
  first_name: patients.firstName,
  middle_name: sql<string>`coalesce(${patients.middleName}, '')`.as('middle_name'),
  last_name: patients.lastName,
  date_of_birth: patients.dateOfBirth,
  phone_primary: patients.phonePrimary,
};

type Found = Omit<QuickSearchItem, 'match'>;

/** The best match of each patient, ordered by match, then name. */
function bestFirst(found: QuickSearchItem[], limit: number): QuickSearchItem[] {
  const best = new Map<number, QuickSearchItem>();
  for (const item of found) {
    const known = best.get(item.id);
    if (!known || RANK[item.match] < RANK[known.match]) best.set(item.id, item);
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        RANK[a.match] - RANK[b.match] ||
        a.last_name.localeCompare(b.last_name) ||
        a.first_name.localeCompare(b.first_name) ||
        a.id - b.id,
    )
    .slice(0, limit);
}

const tagged = (match: QuickSearchMatch) => (rows: Found[]) => rows.map((row) => ({ ...row, match }));

export function createQuickSearchRepository(db: Queryable) {
  const select = () => db.select(itemColumns).from(patients);

  /**
   * The names starting with the words typed, first name first or last name first, from the ranges
   * of their indexes (`clinic_name_starts`, migration 0023, planned once per connection).
   */
  const nameStartsEitherOrder = async (typed: string, limit: number): Promise<QuickSearchItem[]> => {
    const { from, below } = prefixRange(typed);
    const { rows } = (await db.execute(
      sql`SELECT * FROM clinic_name_starts(${typed}, ${from}, ${below}, ${limit}::integer)`,
    )) as unknown as { rows: (Found & { exact: boolean })[] };
    return rows.map(({ exact, ...row }) => ({ ...row, match: exact ? 'exact' : 'prefix' }));
  };

  const byId = (id: number) =>
    keptStatement(db, 'quick-search-id', () => select().where(eq(patients.id, sql.placeholder('id'))))
      .execute({ id })
      .then(tagged('id'));

  /** Phones holding the digits in any of the forms they may be stored in, newest patient first. */
  const byPhone = (phoneDigits: string[], limit: number) => {
    const placeholders = placeholderValues();
    const anyForm = or(...phoneDigits.map((digits, form) => phoneDigitsContain(digits, placeholders, `form${form}`)));
    return keptStatement(db, `quick-search-phone:${placeholders.shape()}`, () =>
      select().where(anyForm).orderBy(desc(patients.id)).limit(sql.placeholder('limit')),
    )
      .execute({ ...placeholders.values, limit })
      .then(tagged('phone'));
  };

  const byEmailStart = (emailPrefix: string, limit: number) =>
    keptStatement(db, 'quick-search-email', () =>
      select()
        .where(startsWithPlaceholder(lowerEmail, 'email_start'))
        .orderBy(inPatternOrder(lowerEmail), patients.id)
        .limit(sql.placeholder('limit')),
    )
      .execute({ ...rangeValues('email_start', emailPrefix), limit })
      .then(tagged('email'));

  /**
   * For each word typed, the words of patients' names it may stand for: the words holding a short
   * word, the words a longer one is close to (pg_trgm's word similarity), and from four letters the
   * words one slip away (through the words' forms with one letter left out, then checked here).
   */
  const correctedWords = async (words: string[]): Promise<string[][]> => {
    const placeholders = placeholderValues();
    const corrections = (position: number, slip: boolean, where: SQL, ...order: SQL[]) =>
      db
        .select({
          position: sql<number>`${sql.raw(String(position))}::int`.as('position'),
          slip: sql<boolean>`${sql.raw(String(slip))}`.as('slip'),
          word: patientNameWords.word,
        })
        .from(patientNameWords)
        .where(where)
        .orderBy(...order, patientNameWords.word)
        .limit(sql.placeholder('per_word'));
    const kinds = words.map(
      (word) => `${word.length >= MIN_TYPO_WORD ? 'close' : 'inside'}${word.length >= MIN_SLIP_WORD ? '+slip' : ''}`,
    );
    const branches = words.flatMap((word, position) => {
      const typed = placeholders.bind(`word${position}`, word);
      const like =
        word.length >= MIN_TYPO_WORD
          ? corrections(
              position,
              false,
              sql`${typed} <% ${patientNameWords.word}`,
              desc(sql`word_similarity(${typed}, ${patientNameWords.word})`),
            )
          : corrections(
              position,
              false,
              sql`${patientNameWords.word} like ${placeholders.bind(`inside${position}`, containsPattern(word))}`,
              sql`length(${patientNameWords.word})`,
            );
      if (word.length < MIN_SLIP_WORD) return [like];
      const forms = placeholders.bind(`forms${position}`, [word, ...oneLetterOut(word)]);
      const slips = corrections(
        position,
        true,
        sql`(${patientNameWords.word} = any(${forms}) or ${patientNameWords.oneLetterOut} && ${forms})`,
      );
      return [like, slips];
    });
    const statement = keptStatement(db, `quick-search-corrections:${kinds.join(',')}`, () =>
      branches.length === 1 ? branches[0]! : unionAll(branches[0]!, branches[1]!, ...branches.slice(2)),
    );
    const found = await statement.execute({ ...placeholders.values, per_word: CORRECTIONS_PER_WORD });
    return words.map((typed, position) => [
      ...new Set(
        found
          .filter((row) => row.position === position && (!row.slip || withinOneSlip(typed, row.word)))
          .map((row) => row.word),
      ),
    ]);
  };

  return {
    /**
     * The id, phone, e-mail and name-start matches, best first. Each is one index range read in
     * index order with its own limit, so a name shared by a hundred thousand patients costs what
     * a rare one does.
     */
    async orderedMatches(plan: QuickSearchPlan, limit: number): Promise<QuickSearchItem[]> {
      const searches: Promise<QuickSearchItem[]>[] = [];
      if (plan.id !== undefined) searches.push(byId(plan.id));
      if (plan.phoneDigits.length > 0) searches.push(byPhone(plan.phoneDigits, limit));
      if (plan.emailPrefix) searches.push(byEmailStart(plan.emailPrefix, limit));
      if (plan.nameWords.length > 0) searches.push(nameStartsEitherOrder(plan.nameWords.join(' '), limit));
      return bestFirst((await Promise.all(searches)).flat(), limit);
    },

    /**
     * Names like the words typed, in any order, the closest first. Each word is first corrected
     * against the distinct words of all names (`patient_name_words`, far fewer than patients): a
     * word of three or four letters to the words holding it, a longer word to the words close to
     * it or to their start, and from four letters to the words one slip away. Then the patients
     * whose name has, for every word typed, one of its corrections are read from their name's
     * words, a cheap comparison per patient, and of a sample the names holding the words as typed
     * are kept first, then the closest.
     */
    async similarNames(words: string[], excludedIds: number[], limit: number): Promise<QuickSearchItem[]> {
      const searchable = words.filter((word) => word.length >= MIN_SIMILAR_WORD);
      if (searchable.length === 0) return [];
      const corrections = await correctedWords(searchable);
      if (corrections.some((corrected) => corrected.length === 0)) return [];
      const placeholders = placeholderValues();
      const typed = searchable.map((word, index) => placeholders.bind(`word${index}`, word));
      const eachWordFound = corrections.map(
        (corrected, index) => sql`${patients.nameWords} && ${placeholders.bind(`corrected${index}`, corrected)}`,
      );
      const excluded =
        excludedIds.length > 0 ? sql`${patients.id} <> all(${placeholders.bind('excluded', excludedIds)})` : undefined;
      const statement = keptStatement(
        db,
        `quick-search-similar:${searchable.length}:${excluded ? 'excluding' : ''}`,
        () => {
          const candidates = db
            .select({
              ...itemColumns,
              words: sql<string[]>`${patients.nameWords}`.as('words'),
              name: sql<string>`array_to_string(${patients.nameWords}, ' ')`.as('name'),
            })
            .from(patients)
            .where(and(...eachWordFound, excluded))
            .limit(sql.placeholder('sample'))
            .as('candidates');
          // Names holding the words as typed come before names holding their corrections.
          const wordsAsTyped = sql.join(
            typed.map((word) => sql`(${word} = any(${candidates.words}))::int`),
            sql` + `,
          );
          const closeness = sql.join(
            typed.map((word) => sql`word_similarity(${word}, ${candidates.name})`),
            sql` + `,
          );
          return db
            .select({
              id: candidates.id,
              first_name: candidates.first_name,
              middle_name: candidates.middle_name,
              last_name: candidates.last_name,
              date_of_birth: candidates.date_of_birth,
              phone_primary: candidates.phone_primary,
            })
            .from(candidates)
            .orderBy(desc(wordsAsTyped), desc(closeness), candidates.last_name, candidates.first_name, candidates.id)
            .limit(sql.placeholder('limit'));
        },
      );
      const rows = await statement.execute({ ...placeholders.values, sample: limit * SIMILAR_SAMPLE_FACTOR, limit });
      return tagged('similar')(rows);
    },
  };
}
