import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';
import { defineKeptStatement, placeholder } from './kept-statements.ts';

/**
 * Which columns a row (an insert's row, an update's set) gives a value, and which null. A column
 * left undefined takes its default or keeps its value, so it is left out of the text; a null is
 * written as `NULL` in the text, since a bound null would pass through the column's encoder (a
 * JSON column would store the JSON `null`).
 */
export type RowShape = { readonly values: readonly string[]; readonly nulls: readonly string[] };

export function rowShape(row: object): RowShape {
  const fields = row as Readonly<Record<string, unknown>>;
  const columns = Object.keys(fields).sort();
  return {
    values: columns.filter((column) => fields[column] !== undefined && fields[column] !== null),
    nulls: columns.filter((column) => fields[column] === null),
  };
}

const valueName = (prefix: string, column: string) => `${prefix}.${column}`;

/** The row of `shape` for a statement's text: each value a placeholder named under `prefix`, each null `NULL`. */
export function placeholderRow(prefix: string, { values, nulls }: RowShape): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of values) row[column] = sql.placeholder(valueName(prefix, column));
  for (const column of nulls) row[column] = sql`NULL` as SQL;
  return row;
}

/**
 * An insert of a row of `shape` into `table` for each row of `source` (a CTE's name), as the text
 * of a data-modifying CTE: nothing is written when `source` has no row. Its values are
 * placeholders named under `prefix`, as `placeholderRow` names them; `computed` gives columns an
 * expression of their own, which may read `source`.
 */
export function insertForEachRowOf(
  source: string,
  table: PgTable,
  prefix: string,
  { values, nulls }: RowShape,
  computed: Readonly<Record<string, SQL>> = {},
): SQL {
  const columns = getTableColumns(table);
  const written = [...new Set([...values, ...nulls, ...Object.keys(computed)])];
  const expression = (column: string) =>
    computed[column] ?? (nulls.includes(column) ? sql`NULL` : placeholder(valueName(prefix, column), columns[column]));
  return sql`INSERT INTO ${table} (${sql.join(
    written.map((column) => sql.identifier(columns[column]!.name)),
    sql`, `,
  )}) SELECT ${sql.join(written.map(expression), sql`, `)} FROM ${sql.identifier(source)}`;
}

/** Adds `row`'s values to `bound`, named as `placeholderRow` named their placeholders. */
export function bindRow(bound: Record<string, unknown>, prefix: string, row: object, shape: RowShape): void {
  for (const column of shape.values) bound[valueName(prefix, column)] = (row as Record<string, unknown>)[column];
}

type InsertShape = { readonly rows: readonly RowShape[] };

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
      .values(rows.map((shape, row) => placeholderRow(String(row), shape)) as Table['$inferInsert'][])
      .returning(columns),
  );
  return async (db: Queryable, values: readonly Table['$inferInsert'][]): Promise<Table['$inferSelect'][]> => {
    const rows = values.map(rowShape);
    const bound: Record<string, unknown> = {};
    values.forEach((row, index) => bindRow(bound, String(index), row, rows[index]!));
    return (await statement(db, { rows }).execute(bound)) as Table['$inferSelect'][];
  };
}
