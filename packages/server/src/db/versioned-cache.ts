import { inArray } from 'drizzle-orm';
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
 * Values that cost more than the read of a version (a list's totals, a week's schedule), asked for
 * again and again, kept per key with the version they were computed at and used only while that
 * version stands: one small read per use, and exact after a write by any server. The version is
 * read before computing, so a value that raced a write is kept under the older version and
 * computed again. Concurrent misses share one computation instead of each starting their own.
 */
export function createVersionedCache<T>(currentVersion: () => Promise<string>, maxEntries = 500) {
  const entries = new Map<string, { value: Promise<T>; version: string }>();
  return {
    async load(key: string, compute: () => Promise<T>): Promise<T> {
      const version = await currentVersion();
      const cached = entries.get(key);
      if (cached && cached.version === version) return cached.value;
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const entry = { value: compute(), version };
      entries.delete(key);
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
  };
}

export type VersionedCache<T> = ReturnType<typeof createVersionedCache<T>>;
