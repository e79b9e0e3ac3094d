import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { QuickSearchItem, QuickSearchMatch } from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';
import { patients } from '../db/schema/index.ts';
import { containsPattern, prefixRange } from '../db/contains-pattern.ts';
import { defineKeptStatement, placeholder, type NoShape } from '../db/kept-statements.ts';
import { byDigitRuns, phoneDigitsContain, phoneDigitsValues } from './patient-search-conditions.ts';
import type { QuickSearchPlan } from './quick-search-plan.ts';

const lowerEmail = sql`lower(${patients.email})`;
/**
 * The order of a `text_pattern_ops` index (byte order), so a LIMIT reads the first rows of its
 * range instead of sorting every match: a plain ORDER BY sorts by the database's collation, which
 * that index does not hold unless the collation is C.
 */
const inPatternOrder = (expression: SQL) => sql`${expression} using ~<~`;
/** `expression` starts with the text whose `prefixRange` is in the placeholders `<name>_from` and `<name>_below`. */
const startsWithPlaceholder = (expression: SQL, name: string) =>
  sql`${expression} ~>=~ ${placeholder(`${name}_from`)} and ${expression} ~<~ ${placeholder(`${name}_below`)}`;
const rangeValues = (name: string, text: string) => {
  const { from, below } = prefixRange(text);
  return { [`${name}_from`]: from, [`${name}_below`]: below };
};

/**
 * Trigram indexes need three letters; shorter words only narrow the names' starts. How each longer
 * word is corrected (the words holding it, close to it, one slip from it) is `clinic_find_names`'s.
 */
const MIN_SIMILAR_WORD = 3;
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

const select = (db: Queryable) => db.select(itemColumns).from(patients);

const byIdStatement = defineKeptStatement('quick-search.id', (_shape: NoShape, db) =>
  select(db).where(eq(patients.id, placeholder('id'))),
);

/** Phones holding the digits in any of the forms they may be stored in, newest patient first. */
const byPhoneStatement = defineKeptStatement('quick-search.phone', (shape: { digitRuns: boolean[] }, db) =>
  select(db)
    .where(or(...shape.digitRuns.map((digitRuns, form) => phoneDigitsContain(digitRuns, placeholder, `form${form}`))))
    .orderBy(desc(patients.id))
    .limit(sql.placeholder('limit')),
);

const byEmailStartStatement = defineKeptStatement('quick-search.email', (_shape: NoShape, db) =>
  select(db)
    .where(startsWithPlaceholder(lowerEmail, 'email_start'))
    .orderBy(inPatternOrder(lowerEmail), patients.id)
    .limit(sql.placeholder('limit')),
);

const found = {
  id: sql<number>`found.id`,
  first_name: sql<string>`found.first_name`,
  middle_name: sql<string>`found.middle_name`,
  last_name: sql<string>`found.last_name`,
  date_of_birth: sql<string>`found.date_of_birth`,
  phone_primary: sql<string>`found.phone_primary`,
  match: sql<QuickSearchMatch>`found.match`,
};

/** The name search (`names` below): its statements sent from here were planned on every run and cost more (decision 054). */
const namesStatement = defineKeptStatement('quick-search.names', (_shape: NoShape, db) =>
  db.select(found).from(
    sql`clinic_find_names(${placeholder('typed')}, ${placeholder('from')}, ${placeholder('below')},
            ${placeholder('words')}::text[], ${placeholder('inside')}::text[], ${placeholder('limit')}::integer,
            ${placeholder('sample')}::integer, ${placeholder('per_word')}::integer) as found`,
  ),
);

export function createQuickSearchRepository(db: Queryable) {
  const byId = (id: number) => byIdStatement(db, {}).execute({ id }).then(tagged('id'));

  const byPhone = (phoneDigits: string[], limit: number) =>
    byPhoneStatement(db, { digitRuns: phoneDigits.map(byDigitRuns) })
      .execute(Object.assign({ limit }, ...phoneDigits.map((digits, form) => phoneDigitsValues(digits, `form${form}`))))
      .then(tagged('phone'));

  const byEmailStart = (emailPrefix: string, limit: number) =>
    byEmailStartStatement(db, {})
      .execute({ ...rangeValues('email_start', emailPrefix), limit })
      .then(tagged('email'));

  return {
    /**
     * The id, phone and e-mail matches, best first. Each is one index lookup or range with its
     * own limit.
     */
    async orderedMatches(plan: QuickSearchPlan, limit: number): Promise<QuickSearchItem[]> {
      const searches: Promise<QuickSearchItem[]>[] = [];
      if (plan.id !== undefined) searches.push(byId(plan.id));
      if (plan.phoneDigits.length > 0) searches.push(byPhone(plan.phoneDigits, limit));
      if (plan.emailPrefix) searches.push(byEmailStart(plan.emailPrefix, limit));
      return bestFirst((await Promise.all(searches)).flat(), limit);
    },

    /**
     * Names starting with the words typed, in either order, then, when they are fewer than
     * `limit`, names like the words in any order, the closest first: one call of
     * `clinic_find_names` (migrations 0034 and 0047), whose statements are planned once per
     * connection. Each word is corrected against the distinct words of all names
     * (`patient_name_words`, far fewer than patients); one word's corrections are read as name
     * starts, and the patients having, for every word, one of its corrections are read from their
     * name's words.
     */
    async names(words: string[], limit: number): Promise<QuickSearchItem[]> {
      const typed = words.join(' ');
      const { from, below } = prefixRange(typed);
      const similar = words.filter((word) => word.length >= MIN_SIMILAR_WORD);
      const rows = await namesStatement(db, {}).execute({
        typed,
        from,
        below,
        words: similar,
        inside: similar.map(containsPattern),
        limit,
        sample: limit * SIMILAR_SAMPLE_FACTOR,
        per_word: CORRECTIONS_PER_WORD,
      });
      const started = rows.filter((row) => row.match !== 'similar');
      return [...bestFirst(started, limit), ...rows.filter((row) => row.match === 'similar')];
    },
  };
}
