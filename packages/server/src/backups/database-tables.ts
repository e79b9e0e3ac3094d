import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

export interface TableShape {
  name: string;
  /** Columns a row is written with: generated columns are left to the database. */
  columns: string[];
  identityColumns: string[];
}

async function rows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A name from the catalog, quoted for SQL text. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Tables of passing state rather than records, left out of backups: each server's cache versions
 * (a migration writes their first row, so a new database is never without them), the sign-in
 * and form limits' counters and the bytes each account uploaded, which expire within hours, and
 * the inbound SMS remembered for a day.
 */
const PASSING_STATE = new Set([
  'change_counters',
  'login_limits',
  'login_devices',
  'attempt_counts',
  'upload_usage',
  'sms_inbound_messages',
]);

/**
 * The distinct words of the patients' names: left out of backups and rebuilt from the patients
 * after a restore, so a backup taken before the table existed restores it too.
 */
const NAME_WORDS = 'patient_name_words';

/**
 * The portal's tables, each after the tables it refers to, so rows load in this order without
 * breaking a foreign key. The migrations' own bookkeeping lives outside `public` and is left out,
 * and so is passing state.
 */
export async function listTables(db: Queryable): Promise<TableShape[]> {
  const columns = await rows<{ table_name: string; column_name: string; is_generated: string; is_identity: string }>(
    db,
    sql`SELECT c.table_name, c.column_name, c.is_generated, c.is_identity
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        ORDER BY c.table_name, c.ordinal_position`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`SELECT DISTINCT child.relname AS child, parent.relname AS parent
        FROM pg_constraint con
        JOIN pg_class child ON child.oid = con.conrelid
        JOIN pg_class parent ON parent.oid = con.confrelid
        JOIN pg_namespace n ON n.oid = child.relnamespace
        WHERE con.contype = 'f' AND n.nspname = 'public' AND child.relname <> parent.relname`,
  );
  const shapes = new Map<string, TableShape>();
  for (const column of columns) {
    if (PASSING_STATE.has(column.table_name) || column.table_name === NAME_WORDS) continue;
    const shape = shapes.get(column.table_name) ?? { name: column.table_name, columns: [], identityColumns: [] };
    if (column.is_generated === 'NEVER') shape.columns.push(column.column_name);
    if (column.is_identity === 'YES') shape.identityColumns.push(column.column_name);
    shapes.set(column.table_name, shape);
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const reference of references) if (reference.child === name) place(reference.parent, path);
    placed.add(name);
    const shape = shapes.get(name);
    if (shape) ordered.push(shape);
  };
  for (const name of [...shapes.keys()].sort()) place(name, new Set());
  return ordered;
}

/** Migrations applied to the database. */
export async function countMigrations(db: Queryable): Promise<number> {
  const [row] = await rows<{ count: string }>(
    db,
    sql`SELECT count(*)::text AS count FROM drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}

/** Whether any of the portal's tables holds a row. */
export async function hasAnyRow(db: Queryable, tables: readonly TableShape[]): Promise<boolean> {
  for (const table of tables) {
    const [row] = await rows<{ found: boolean }>(
      db,
      sql.raw(`SELECT EXISTS (SELECT 1 FROM ${quoted(table.name)}) AS found`),
    );
    if (row?.found) return true;
  }
  return false;
}

/** Streams a table's rows as JSON text, a batch at a time, through a cursor of the open transaction. */
export async function* tableRows(db: Queryable, table: TableShape, batchRows = 1000): AsyncGenerator<string[]> {
  const cursor = `backup_${table.name}`;
  await db.execute(
    sql.raw(
      `DECLARE ${quoted(cursor)} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoted(table.name)} t`,
    ),
  );
  try {
    for (;;) {
      const batch = await rows<{ row: string }>(db, sql.raw(`FETCH ${batchRows} FROM ${quoted(cursor)}`));
      if (batch.length === 0) return;
      yield batch.map((entry) => entry.row);
    }
  } finally {
    await db.execute(sql.raw(`CLOSE ${quoted(cursor)}`));
  }
}

/**
 * Inserts rows given as JSON text, keeping their ids; only `columns` are written (a backup taken
 * before a column existed leaves it to its default).
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  jsonRows: readonly string[],
) {
  if (jsonRows.length === 0) return;
  const list = columns.map(quoted).join(', ');
  await db.execute(
    sql`${sql.raw(`INSERT INTO ${quoted(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${quoted(table)}, `)}${`[${jsonRows.join(',')}]`}::json)`,
  );
}

/** After rows were loaded with their ids, identity columns go on from the highest id. */
export async function resetIdentities(db: Queryable, tables: readonly TableShape[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.identityColumns) {
      await db.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('${quoted(table.name)}', '${column}'), COALESCE(MAX(${quoted(column)}), 1), MAX(${quoted(column)}) IS NOT NULL) FROM ${quoted(table.name)}`,
        ),
      );
    }
  }
}

/** Triggers keep derived tables (daily totals) up to date; a load brings those tables' own rows. */
export async function setUserTriggers(db: Queryable, tables: readonly TableShape[], enabled: boolean) {
  for (const table of tables) {
    await db.execute(sql.raw(`ALTER TABLE ${quoted(table.name)} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER USER`));
  }
}

/** Rebuilds what backups leave out because the database derives it, once the patients are loaded. */
export async function rebuildNameWords(db: Queryable): Promise<void> {
  await db.execute(sql`SELECT rebuild_patient_name_words()`);
}
