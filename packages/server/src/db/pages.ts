import type { PgSelect } from 'drizzle-orm/pg-core';

/** Page `page` (counted from 1) of `pageSize` rows of a sorted query. */
export function pageOf<Query extends PgSelect>(query: Query, page: number, pageSize: number) {
  return query.limit(pageSize).offset((page - 1) * pageSize);
}

/**
 * A page chosen before it is joined: `chosenIds` are the page's ids, picked (filtered, sorted,
 * paged) from one table alone, and only their rows are read in full by `rowsOf`. Joining every
 * row of a range first can make the planner read whole tables to sort them.
 */
export async function rowsOfChosenPage<Row>(
  chosenIds: Promise<{ id: number }[]>,
  rowsOf: (ids: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  const page = await chosenIds;
  if (page.length === 0) return [];
  return rowsOf(page.map((row) => row.id));
}
