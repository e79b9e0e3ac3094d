import type { ProcedureFilters, ProcedureStats } from '@clinic/contracts';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import { procedureDailyCounts as counts } from '../db/schema/index.ts';
import { isBareDate } from './procedure-filters.ts';

/**
 * The daily counts answer filters of whole clinic days, a doctor and a status; one patient's
 * procedures (an index range) and filters with a time of day are counted from the procedures.
 */
export function answeredByDailyCounts(filters: ProcedureFilters): boolean {
  return (
    filters.patient_id === undefined &&
    (!filters.start_date || isBareDate(filters.start_date)) &&
    (!filters.end_date || isBareDate(filters.end_date))
  );
}

function dailyCountsConditions(filters: ProcedureFilters): SQL | undefined {
  return and(
    filters.start_date ? gte(counts.clinicDate, filters.start_date) : undefined,
    filters.end_date ? lte(counts.clinicDate, filters.end_date) : undefined,
    filters.status ? eq(counts.status, filters.status) : undefined,
    filters.doctor_name ? sql`lower(${counts.doctorName}) like ${containsPattern(filters.doctor_name)}` : undefined,
  );
}

export async function statsFromDailyCounts(db: Queryable, filters: ProcedureFilters): Promise<ProcedureStats> {
  const rows = await db
    .select({ status: counts.status, value: sql<number>`sum(${counts.procedureCount})::int` })
    .from(counts)
    .where(dailyCountsConditions(filters))
    .groupBy(counts.status);
  return countsByStatus(rows);
}

/** Every status present, zero when no row counted it. */
export function countsByStatus(rows: { status: keyof ProcedureStats; value: number }[]): ProcedureStats {
  const stats: ProcedureStats = { scheduled: 0, ongoing: 0, completed: 0, cancelled: 0 };
  for (const row of rows) stats[row.status] = row.value;
  return stats;
}
