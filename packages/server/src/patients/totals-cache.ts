import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { changeCounters } from '../db/schema/index.ts';

export interface PatientTotals {
  total: number;
  male: number;
  female: number;
}

/** The patients table's version: raised by a trigger in every transaction that writes patients. */
export async function patientsVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: changeCounters.version })
    .from(changeCounters)
    .where(eq(changeCounters.tableName, 'patients'));
  return row?.version ?? 0;
}

/**
 * The totals of a list (a full count for the unfiltered list, a count of every match for a search)
 * cost more than its page; paging through one list asks for the same totals again and again. They
 * are kept per search with the patients table's version they were counted at, and used only while
 * that version stands: one small read per list, and exact after a write by any server. The version
 * is read before counting, so a count that raced a write is kept under the older version and
 * counted again. Concurrent misses share one count instead of each starting their own.
 */
export function createTotalsCache(currentVersion: () => Promise<number>, maxEntries = 500) {
  const entries = new Map<string, { totals: Promise<PatientTotals>; version: number }>();
  return {
    async load(key: string, count: () => Promise<PatientTotals>): Promise<PatientTotals> {
      const version = await currentVersion();
      const cached = entries.get(key);
      if (cached && cached.version === version) return cached.totals;
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const entry = { totals: count(), version };
      entries.delete(key);
      entries.set(key, entry);
      entry.totals.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.totals;
    },
  };
}

export type TotalsCache = ReturnType<typeof createTotalsCache>;
