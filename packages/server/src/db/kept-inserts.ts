import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';
import { defineKeptStatement } from './kept-statements.ts';

/**
 * Which columns each row sets to a value, and which to null. A column left undefined takes its
 * default, so it is left out of the text; a null is written as `NULL` in the text, since a bound
 * null would pass through the column's encoder (a JSON column would store the JSON `null`).
 */
type RowShape = { readonly values: readonly string[]; readonly nulls: readonly string[] };
type InsertShape = { readonly rows: readonly RowShape[] };

function rowShape(row: Readonly<Record<string, unknown>>): RowShape {
  const columns = Object.keys(row).sort();
  return {
    values: columns.filter((column) => row[column] !== undefined && row[column] !== null),
    nulls: columns.filter((column) => row[column] === null),
  };
}

const valueName = (row: number, column: string) => `${row}.${column}`;

/**
 * An insert into `table` answering the rows as stored, built once per connection for each set of
 * columns the rows set (a kept statement, `db/kept-statements.ts`), its values bound by placeholder.
 * Drizzle otherwise writes an insert's text anew on every run, which for a sale's few inserts cost
 * more of the server's time than any one read.
 */
export function defineKeptInsert<Table extends PgTable>(name: string, table: Table) {
  const columns = getTableColumns(table);
  const statement = defineKeptStatement(name, ({ rows }: InsertShape, db) =>
    db
      .insert(table)
      .values(
        rows.map(({ values, nulls }, row) => ({
          ...Object.fromEntries(values.map((column) => [column, sql.placeholder(valueName(row, column))])),
          ...Object.fromEntries(nulls.map((column) => [column, sql`NULL`])),
        })) as Table['$inferInsert'][],
      )
      .returning(columns),
  );
  return async (db: Queryable, values: readonly Table['$inferInsert'][]): Promise<Table['$inferSelect'][]> => {
    const rows = values.map((row) => rowShape(row as Record<string, unknown>));
    const bound: Record<string, unknown> = {};
    values.forEach((row, index) => {
      for (const column of rows[index]!.values)
        bound[valueName(index, column)] = (row as Record<string, unknown>)[column];
    });
    return (await statement(db, { rows }).execute(bound)) as Table['$inferSelect'][];
  };
}
