export interface PatientTotals {
  total: number;
  male: number;
  female: number;
}

/**
 * The totals of the unfiltered list (every list and dashboard load) cost a full count; they are
 * kept for a short while and dropped on every write this process makes, so its own users always
 * see exact numbers and other servers' writes show within `ttlMs`. Concurrent misses share one
 * count instead of each starting their own.
 */
export function createTotalsCache(clock: () => Date, ttlMs = 30_000) {
  let cached: { totals: Promise<PatientTotals>; at: number } | undefined;
  return {
    load(count: () => Promise<PatientTotals>): Promise<PatientTotals> {
      if (cached && clock().getTime() - cached.at < ttlMs) return cached.totals;
      const entry = { totals: count(), at: clock().getTime() };
      cached = entry;
      entry.totals.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return entry.totals;
    },
    invalidate(): void {
      cached = undefined;
    },
  };
}

export type TotalsCache = ReturnType<typeof createTotalsCache>;
