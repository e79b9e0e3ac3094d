import { getTableColumns, sql, type AnyColumn, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * Rows of `table` that came back as JSON (a `json_agg` of whole rows, keyed by column name), read
 * as the ORM reads them: by property name, each value through its column's own mapping (dates).
 */
export function rowsFromJson<T extends Table>(table: T, rows: Record<string, unknown>[]): InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table));
  return rows.map(
    (row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = row[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as InferSelectModel<T>,
  );
}

/** A timestamp column as text in `Date.prototype.toISOString`'s form, for JSON the database writes. */
export const isoTimestampText = (column: AnyColumn) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
