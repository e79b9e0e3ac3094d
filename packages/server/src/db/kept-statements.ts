import { sql, type Column, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { keptStatementName } from './repeated-statements.ts';

/** How a condition's values travel: written into the statement now, or as placeholders filled when it runs. */
export interface ValueBinder {
  /** `value` under `name`, encoded for the database as `column` encodes its own values. */
  bind(name: string, value: unknown, column?: Column): SQLWrapper;
}

/** Values sent with the statement they are written into, as drizzle does by default. */
export const inlineValues: ValueBinder = { bind: (_name, value, column) => sql.param(value, column) };

/**
 * Values collected as placeholders while conditions are written, so the statement's text depends
 * only on which values it has (its shape) and can be built once for every request of that shape.
 */
export function placeholderValues() {
  const values: Record<string, unknown> = {};
  return {
    values,
    bind(name: string, value: unknown, column?: Column): SQLWrapper {
      values[name] = value;
      return column ? sql.param(sql.placeholder(name), column) : sql.placeholder(name);
    },
    /** The names bound so far, in the order they were bound. */
    shape: () => Object.keys(values).join(','),
  };
}

/** How many statements each database handle keeps built; the least recently used goes first. */
export const MAX_KEPT_STATEMENTS = 100;

interface Preparable<Prepared> {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}

const keptByDatabase = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * The statement `key` stands for, built by `build` the first time and kept. Drizzle writes a
 * statement's text anew each time it runs one, and under load that was a third of the server's
 * time for a list page. `key` must name everything the text depends on besides its placeholders.
 */
export function keptStatement<Prepared>(db: Queryable, key: string, build: () => Preparable<Prepared>): Prepared {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  const known = kept.get(key) as Prepared | undefined;
  if (known) {
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const query = build();
  const prepared = query.prepare(keptStatementName(query.toSQL().sql));
  if (kept.size >= MAX_KEPT_STATEMENTS) kept.delete(kept.keys().next().value as string);
  kept.set(key, prepared);
  return prepared;
}
