import type { Clock } from '../clock.ts';

export interface PatientTotals {
  total: number;
  male: number;
  female: number;
}

/**
 * The totals of a list (a full count for the unfiltered list, a count of every match for a search)
 * cost more than its page; paging through one list asks for the same totals again and again. They
 * are kept per search for a short while and all dropped on every write this process makes, so its
 * own users always see exact numbers and other servers' writes show within `ttlMs`. Concurrent
 * misses share one count instead of each starting their own.
 */
export function createTotalsCache(clock: Clock, ttlMs = 30_000, maxEntries = 500) {
  const entries = new Map<string, { totals: Promise<PatientTotals>; at: number }>();
  return {
    load(key: string, count: () => Promise<PatientTotals>): Promise<PatientTotals> {
      const now = clock().getTime();
      const cached = entries.get(key);
      if (cached && now - cached.at < ttlMs) return cached.totals;
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const entry = { totals: count(), at: now };
      entries.delete(key);
      entries.set(key, entry);
      entry.totals.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.totals;
    },
    invalidate(): void {
      entries.clear();
    },
  };
}

export type TotalsCache = ReturnType<typeof createTotalsCache>;
