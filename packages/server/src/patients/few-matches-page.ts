import { eq, sql } from 'drizzle-orm';
import type { PatientSortColumn } from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';
import { containsPattern, prefixRange } from '../db/contains-pattern.ts';
import { defineKeptStatement, hiddenPlaceholder } from '../db/kept-statements.ts';
import { patients } from '../db/schema/index.ts';
import { LIST_SORT_COLUMNS, listPageColumns } from './patient-list-columns.ts';

const NAME_COLUMNS = { firstName: patients.firstName, lastName: patients.lastName } as const;

export interface FewMatchesByName {
  field: keyof typeof NAME_COLUMNS;
  term: string;
  sortBy: PatientSortColumn;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

type FewMatchesShape = Pick<FewMatchesByName, 'field' | 'sortBy' | 'sortOrder'>;

/**
 * Whether a search of one name field for `term` can be read as below: its part after the name's
 * first letter is looked up by trigrams, and a term without three letters or digits in a row has
 * none, which would make the trigram index read every entry. Such a term keeps the statement
 * planned for its text.
 */
export const readableByTrigrams = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

/**
 * A page of a search of one name field that the list's totals say matches few patients. The
 * matches starting with the term are read from the name's range index alone (it holds the sort
 * columns and the id), those holding it after the first letter from its trigram index; their ids
 * are sorted and cut to the page, and only the page's rows are read from the table. Every value
 * reaches the statement as a one-row subquery, so its plan is the same for every term and
 * PostgreSQL keeps one: planned for each term's text, the statement cost PostgreSQL more to plan
 * than to run. (The general page statement reads every match's row to sort them.)
 */
const fewMatchesStatement = defineKeptStatement(
  'patients.page-few-by-name',
  (shape: FewMatchesShape, db) => {
    const folded = sql`lower(${NAME_COLUMNS[shape.field]})`;
    const sortColumn = LIST_SORT_COLUMNS[shape.sortBy];
    const direction = sql.raw(shape.sortOrder);
    const startsWith = sql`${folded} ~>=~ ${hiddenPlaceholder('from', 'text')} and ${folded} ~<~ ${hiddenPlaceholder('below', 'text')}`;
    const matched = sql`(
      select ${patients.id} as id, ${sortColumn} as sort_value from ${patients} where ${startsWith}
      union all
      select ${patients.id}, ${sortColumn} from ${patients}
        where substr(${folded}, 2) like ${hiddenPlaceholder('inside', 'text')} and not (${startsWith})
      order by sort_value ${direction}, id ${direction}
      limit ${hiddenPlaceholder('limit', 'integer')} offset ${hiddenPlaceholder('offset', 'integer')}
    ) as matched`;
    return db
      .select(listPageColumns)
      .from(patients)
      .innerJoin(matched, eq(patients.id, sql`matched.id`))
      .orderBy(sql`matched.sort_value ${direction}, matched.id ${direction}`);
  },
  { onePlan: true },
);

export function readFewMatchesByName(
  db: Queryable,
  { field, term, sortBy, sortOrder, limit, offset }: FewMatchesByName,
) {
  const { from, below } = prefixRange(term);
  return fewMatchesStatement(db, { field, sortBy, sortOrder }).execute({
    from,
    below,
    inside: containsPattern(term),
    limit,
    offset,
  });
}
