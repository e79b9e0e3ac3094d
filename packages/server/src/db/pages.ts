import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** What a sorted list's page statement is built from: it is kept once for each such shape. */
export type SortedPageShape<FilterShape, SortBy> = {
  filters: FilterShape;
  sortBy: SortBy;
  sortOrder: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** Page `page` (counted from 1) of `pageSize` rows of a sorted query. */
export function pageOf<Query extends PgSelect>(query: Query, page: number, pageSize: number) {
  return query.limit(pageSize).offset((page - 1) * pageSize);
}

/** A whole number written into a statement's text; anything else is a programming error. */
function literalCount(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a row count: ${value}`);
  return sql.raw(String(value));
}

/**
 * A condition keeping the rows of page `page` (counted from 1) of `sortedIds`, a sorted query of
 * ids over one table: the page is chosen there, and the statement joins only its rows. Joining
 * every row of a range first can make the planner read whole tables to sort them.
 *
 * The page's size and start are written into the text rather than sent as values: PostgreSQL takes
 * a `LIMIT $n` it cannot see for a tenth of the rows, so the plan it could keep for the statement
 * would look dearer than planning it anew on every request.
 */
export function inChosenPage(id: AnyColumn, sortedIds: PgSelect, page: number, pageSize: number): SQL {
  const skipped = (page - 1) * pageSize;
  const offset = skipped > 0 ? sql` offset ${literalCount(skipped)}` : sql``;
  return sql`${id} in (${sortedIds} limit ${literalCount(pageSize)}${offset})`;
}
