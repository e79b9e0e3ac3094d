import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/client.ts';
import { migrationsFolder } from '../db/client.ts';
import { PGLITE_EXTENSIONS, handleOverPglite } from '../db/pglite-client.ts';

/** A test's database holds a few hundred rows; opening one with the default 128MB took twice as long. */
const TEST_SHARED_BUFFERS = '8MB';

/** Copies kept open for the worker's next files; more than two files rarely hold one at once. */
const MAX_SPARE_COPIES = 2;

/**
 * What every copy of the template holds before a test touches it: its tables' rows (those the
 * migrations insert), its sequences, and a fingerprint of its schema and everything else a
 * statement could leave behind in the catalog.
 */
interface TemplateState {
  tables: string[];
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  fingerprint: string;
}

const CATALOG_FINGERPRINT = `
  SELECT md5(string_agg(entry, ',' ORDER BY entry)) AS fingerprint FROM (
    SELECT 'n ' || nspname FROM pg_namespace
    UNION ALL SELECT 'c ' || c.oid::regclass || ' ' || c.relkind::text || ' ' || c.relnatts
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
    UNION ALL SELECT 'a ' || a.attrelid::regclass || ' ' || a.attname || ' ' || a.atttypid || ' ' || a.attnotnull
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT 'd ' || adrelid::regclass || ' ' || adnum || ' ' || pg_get_expr(adbin, adrelid) FROM pg_attrdef
    UNION ALL SELECT 'k ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL SELECT 't ' || tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text FROM pg_trigger
    UNION ALL SELECT 'p ' || p.oid::regprocedure || ' ' || md5(p.prosrc)
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
    UNION ALL SELECT 'e ' || extname || ' ' || extversion FROM pg_extension
    UNION ALL SELECT 'r ' || rolname FROM pg_roles
    UNION ALL SELECT 's ' || coalesce(array_to_string(setconfig, ' '), '') FROM pg_db_role_setting
    UNION ALL SELECT 'l ' || count(*) FROM pg_largeobject_metadata
  ) AS catalog(entry)`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function fingerprintOf(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(CATALOG_FINGERPRINT)).rows[0]!.fingerprint;
}

async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const tables = (
    await client.query<{ name: string }>(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).rows.map((row) => row.name);
  const rows: TemplateState['rows'] = [];
  for (const table of tables) {
    const { json } = (
      await client.query<{ json: string | null }>(`SELECT json_agg(t)::text AS json FROM ${table} AS t`)
    ).rows[0]!;
    if (!json) continue;
    const columns = (
      await client.query<{ name: string }>(
        `SELECT quote_ident(column_name) AS name FROM information_schema.columns
         WHERE table_schema = 'public' AND quote_ident(table_name) = $1 AND is_generated = 'NEVER'
         ORDER BY ordinal_position`,
        [table],
      )
    ).rows.map((row) => row.name);
    rows.push({ table, columns: columns.join(', '), json });
  }
  const sequences = (
    await client.query<{ name: string }>(
      `SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'`,
    )
  ).rows;
  const states: TemplateState['sequences'] = [];
  for (const { name } of sequences) {
    const state = (
      await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM ${name}`)
    ).rows[0]!;
    states.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return { tables, rows, sequences: states, fingerprint: await fingerprintOf(client) };
}

/**
 * Puts a copy back to the template's rows and sequences, and its session back to a new one's.
 * Answers false, leaving it as it is, when its schema or catalog no longer matches the template's.
 */
async function restoreTemplateState(client: PGlite, template: TemplateState): Promise<boolean> {
  if (client.closed || client.isInTransaction()) return false;
  if ((await fingerprintOf(client)) !== template.fingerprint) return false;
  await client.transaction(async (tx) => {
    // As a replica applies rows: no foreign-key checks or triggers while the rows go back in.
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(`TRUNCATE ${template.tables.join(', ')}`);
    for (const { table, columns, json } of template.rows) {
      await tx.query(
        `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
        [json],
      );
    }
    for (const { name, lastValue, isCalled } of template.sequences) {
      await tx.query(`SELECT setval('${quoted(name)}', $1, $2)`, [lastValue, isCalled]);
    }
  });
  // Settings, prepared statements, listeners, advisory locks and temporary tables of the last file.
  await client.exec('DISCARD ALL');
  return true;
}

/** A PGlite standing for a closed one once its handle is closed, as the database does when it stops. */
function closedWithHandle(client: PGlite): { guarded: PGlite; close(): void } {
  let closed = false;
  const guarded = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return closed || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        return (value as (...values: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { guarded, close: () => void (closed = true) };
}

let templateState: Promise<TemplateState> | undefined;
const spareCopies: PGlite[] = [];

/**
 * A copy of the suite's migrated template for one test file, in memory. Starting a PGlite from the
 * template's dump costs about half a CPU-second, more than most files' own queries, so the files
 * of a worker (which share its modules) share its copies: a copy a file has closed is put back to
 * the template's rows and sequences, with a new session, and handed to the worker's next file. A
 * copy whose schema or catalog a file changed (the fuzz test adds triggers to every table) is
 * closed for good instead.
 */
export async function openPgliteCopy(templateFile: string): Promise<DatabaseHandle> {
  const client =
    spareCopies.pop() ??
    (await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([fs.readFileSync(templateFile)]),
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${TEST_SHARED_BUFFERS}`],
    }));
  templateState ??= readTemplateState(client);
  const template = await templateState;
  const handle = closedWithHandle(client);
  return handleOverPglite(handle.guarded, migrationsFolder, async () => {
    if (handle.guarded.closed) return;
    handle.close();
    const reusable =
      spareCopies.length < MAX_SPARE_COPIES && (await restoreTemplateState(client, template).catch(() => false));
    if (reusable) spareCopies.push(client);
    else if (!client.closed) await client.close();
  });
}
