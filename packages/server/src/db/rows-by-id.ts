import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

type TableWithId = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/** Inserts one row of `table` and answers its new id. */
export async function insertReturningId<Table extends TableWithId>(
  db: Queryable,
  table: Table,
  values: PgInsertValue<Table>,
): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row!.id;
}

/** Sets `values` on the row of `table` whose id is `id`. */
export async function updateById<Table extends TableWithId>(
  db: Queryable,
  table: Table,
  id: number,
  values: PgUpdateSetSource<Table>,
): Promise<void> {
  await db.update(table).set(values).where(eq(table.id, id));
}
