import { inArray, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from './client.ts';
import { changeCounters } from './schema/index.ts';

/**
 * The versions of the named tables, one key for all: raised by a trigger in every transaction that
 * writes one of them (see the migrations `change_counters` and `procedures_change_counter`).
 */
export async function tablesVersion(db: Database, tables: readonly string[]): Promise<string> {
  const rows = await db
    .select({ table: changeCounters.tableName, version: changeCounters.version })
    .from(changeCounters)
    .where(inArray(changeCounters.tableName, [...tables]));
  const versions = new Map(rows.map((row) => [row.table, row.version]));
  return tables.map((table) => versions.get(table) ?? 0).join('.');
}

/**
 * The same text as `tablesVersion`, as a column of a statement that reads those tables anyway: the
 * version its rows were read at, without a statement of its own.
 */
export function tablesVersionColumn(tables: readonly string[]): SQL<string> {
  const versions = tables.map(
    (table) =>
      sql`coalesce((select ${changeCounters.version} from ${changeCounters} where ${changeCounters.tableName} = ${table}), 0)`,
  );
  return sql<string>`concat_ws('.', ${sql.join(versions, sql`, `)})`;
}

/** How much a cache may hold: a number of values, or bytes as `sizeOf` counts them. */
export type VersionedCacheBound<T> = { maxEntries: number } | { maxBytes: number; sizeOf: (value: T) => number };

interface Versioned<V> {
  value: V;
  version: string;
}

/**
 * Values that cost more than the read of a version (a list's totals, a week's schedule), asked for
 * again and again, kept per key with the version they were computed at and used only while that
 * version stands: one small read per use, and exact after a write by any server. The version is
 * read before computing, so a value that raced a write is kept under the older version and
 * computed again. Concurrent misses share one computation instead of each starting their own.
 * The least recently used values go first once the bound is reached.
 */
export function createVersionedCache<T extends object>(
  currentVersion: () => Promise<string>,
  bound: VersionedCacheBound<T> = { maxEntries: 500 },
) {
  const kept = new LRUCache<string, Versioned<T>>(
    'maxBytes' in bound
      ? { maxSize: bound.maxBytes, sizeCalculation: (entry) => Math.max(1, bound.sizeOf(entry.value)) }
      : { max: bound.maxEntries },
  );
  const computing = new Map<string, Versioned<Promise<T>>>();
  return {
    /** The value of `key` if it was computed at `version`, a version the caller read with its own rows. */
    keptAt(key: string, version: string): T | undefined {
      const cached = kept.get(key);
      return cached?.version === version ? cached.value : undefined;
    },

    /** The value last computed for `key`, at whatever version: a guess to plan by, never an answer. */
    latest(key: string): T | undefined {
      return kept.get(key)?.value;
    },

    async load(key: string, compute: () => Promise<T>): Promise<T> {
      const version = await currentVersion();
      const cached = kept.get(key);
      if (cached?.version === version) return cached.value;
      const running = computing.get(key);
      if (running?.version === version) return running.value;
      const entry = { value: compute(), version };
      computing.set(key, entry);
      try {
        const value = await entry.value;
        kept.set(key, { value, version });
        return value;
      } finally {
        if (computing.get(key) === entry) computing.delete(key);
      }
    },
  };
}

export type VersionedCache<T extends object> = ReturnType<typeof createVersionedCache<T>>;
