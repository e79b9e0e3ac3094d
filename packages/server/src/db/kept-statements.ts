import { sql, type Column, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { keptStatementName, statementName } from './repeated-statements.ts';

/** Plain data, compared by value: what a statement's text may depend on. */
export type ShapeValue =
  string | number | boolean | null | undefined | readonly ShapeValue[] | { readonly [key: string]: ShapeValue };

/**
 * Everything a kept statement's text depends on (which filters are set, the sort, the page), as
 * a plain object: the builder's only input and, serialised, the statement's key. Values never go
 * in a shape: they travel as placeholders, so one statement serves every request of a shape.
 */
export type Shape = { readonly [key: string]: ShapeValue };

/** The shape of a statement whose text never changes: `{}`. */
export type NoShape = Record<string, never>;

/** How a statement refers to the value named `name`, encoded for the database as `column` encodes its own. */
export type Bind = (name: string, column?: Column) => SQLWrapper;

/** Each value as a placeholder, filled when the statement runs. */
export const placeholder: Bind = (name, column) =>
  column ? sql.param(sql.placeholder(name), column) : sql.placeholder(name);

/**
 * The value named `name` as a one-row subquery, which PostgreSQL evaluates as the statement starts
 * and its planner cannot look into: the plan is the same for every value (see `onePlan` below).
 */
export const hiddenPlaceholder = (name: string, type: 'text' | 'integer') =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

/** Each value written into the statement, for a statement built for one run (the charts, the export). */
export const inline =
  (values: Readonly<Record<string, unknown>>): Bind =>
  (name, column) => {
    if (!(name in values)) throw new Error(`No value named "${name}"`);
    return sql.param(values[name], column);
  };

/** A shape's key: its fields in the order of their names, so two equal shapes have one key. */
export function shapeKey(shape: ShapeValue): string {
  if (Array.isArray(shape)) return `[${shape.map(shapeKey).join(',')}]`;
  if (shape === undefined) return 'undefined';
  if (shape === null || typeof shape !== 'object') return JSON.stringify(shape);
  const fields = Object.keys(shape)
    .filter((name) => (shape as Shape)[name] !== undefined)
    .sort()
    .map((name) => `${JSON.stringify(name)}:${shapeKey((shape as Shape)[name])}`);
  return `{${fields.join(',')}}`;
}

/** How many statements each connection (or handle) keeps built; the least recently used goes first. */
export const MAX_KEPT_STATEMENTS = 100;

interface Preparable<Prepared> {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}

/** The statement of one shape on one connection (or handle), built the first time it is asked for. */
export type KeptStatement<S extends Shape, Prepared> = (db: Queryable, shape: S) => Prepared;

const keptByConnection = new WeakMap<object, Map<string, unknown>>();

/**
 * What a handle's statements are kept for: the client it runs them on. A transaction's handle is
 * new each time, but on PostgreSQL it runs on one of the pool's long-lived connections, and a
 * statement built on it runs on that connection: kept by the connection, a statement inside a
 * transaction is built once per connection rather than once per transaction, and runs on the
 * connection of whichever transaction holds it then. A handle without a client of its own (a
 * PGlite transaction's is new each time) keeps them for itself, as before.
 */
function keptFor(db: Queryable): object {
  const client = (db as { _?: { session?: { client?: unknown } } })._?.session?.client;
  return typeof client === 'object' && client !== null ? client : db;
}

const definedNames = new Set<string>();

/**
 * A statement built once per shape and connection (or handle), and kept. Drizzle writes a statement's
 * text anew each time it runs one, and under load that was a third of the server's time for a
 * list page. `build` writes the statement for `shape` on `db`, its values as placeholders; it is
 * declared where nothing but the shape is in reach (a module's top level), so the text depends on
 * the shape alone and the key, derived from the shape, names everything it depends on.
 * The statement is prepared under its text's hash (`keptStatementName`), the same on every
 * connection and server. `onePlan`: every value reaches the statement as a `hiddenPlaceholder`,
 * so one plan serves them all and it is prepared under its name even when it matches typed text.
 */
export function defineKeptStatement<S extends Shape, Prepared>(
  name: string,
  build: (shape: S, db: Queryable) => Preparable<Prepared>,
  { onePlan = false }: { onePlan?: boolean } = {},
): KeptStatement<S, Prepared> {
  // Two statements under one name would share keys, and one would run the other's text.
  if (definedNames.has(name)) throw new Error(`A kept statement named "${name}" is already defined`);
  definedNames.add(name);
  return (db, shape) => {
    const owner = keptFor(db);
    let kept = keptByConnection.get(owner);
    if (!kept) {
      kept = new Map();
      keptByConnection.set(owner, kept);
    }
    const key = `${name}:${shapeKey(shape)}`;
    const known = kept.get(key) as Prepared | undefined;
    if (known) {
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const query = build(shape, db);
    const text = query.toSQL().sql;
    const prepared = query.prepare(onePlan ? statementName(text) : keptStatementName(text));
    if (kept.size >= MAX_KEPT_STATEMENTS) kept.delete(kept.keys().next().value as string);
    kept.set(key, prepared);
    return prepared;
  };
}

/** Which of `keys` are set (neither undefined nor empty) in `values`: the shape of conditions each key turns on. */
export function whichAreSet<K extends string>(
  values: Partial<Record<K, unknown>>,
  keys: readonly K[],
): { [Key in K]: boolean } {
  return Object.fromEntries(keys.map((key) => [key, values[key] !== undefined && values[key] !== ''])) as {
    [Key in K]: boolean;
  };
}
