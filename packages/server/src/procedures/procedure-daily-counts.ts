import type { ProcedureFilters, ProcedureStats } from '@clinic/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import { defineKeptStatement, placeholder, whichAreSet } from '../db/kept-statements.ts';
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

const DAILY_FILTERS = [
  'start_date',
  'end_date',
  'status',
  'doctor_name',
] as const satisfies readonly (keyof ProcedureFilters)[];

const dailyCountsStatement = defineKeptStatement(
  'procedure-daily-counts.stats',
  (shape: Record<(typeof DAILY_FILTERS)[number], boolean>, db) =>
    db
      .select({ status: counts.status, value: sql<number>`sum(${counts.procedureCount})::int` })
      .from(counts)
      .where(
        and(
          shape.start_date ? gte(counts.clinicDate, placeholder('from', counts.clinicDate)) : undefined,
          shape.end_date ? lte(counts.clinicDate, placeholder('until', counts.clinicDate)) : undefined,
          shape.status ? eq(counts.status, placeholder('status', counts.status)) : undefined,
          shape.doctor_name ? sql`lower(${counts.doctorName}) like ${placeholder('doctor')}` : undefined,
        ),
      )
      .groupBy(counts.status),
);

/** Counts per status of what the filters match, read from the daily counts; built once per shape of filters. */
export async function statsFromDailyCounts(db: Queryable, filters: ProcedureFilters): Promise<ProcedureStats> {
  const values = {
    from: filters.start_date,
    until: filters.end_date,
    status: filters.status,
    doctor: filters.doctor_name && containsPattern(filters.doctor_name),
  };
  return countsByStatus(await dailyCountsStatement(db, whichAreSet(filters, DAILY_FILTERS)).execute(values));
}

/** Every status present, zero when no row counted it. */
export function countsByStatus(rows: { status: keyof ProcedureStats; value: number }[]): ProcedureStats {
  const stats: ProcedureStats = { scheduled: 0, ongoing: 0, completed: 0, cancelled: 0 };
  for (const row of rows) stats[row.status] = row.value;
  return stats;
}
