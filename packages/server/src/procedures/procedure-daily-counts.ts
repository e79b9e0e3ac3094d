import type { ProcedureFilters, ProcedureStats } from '@clinic/contracts';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import { keptStatement, placeholderValues, type ValueBinder } from '../db/kept-statements.ts';
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

function dailyCountsConditions(filters: ProcedureFilters, { bind }: ValueBinder): SQL | undefined {
  return and(
    filters.start_date ? gte(counts.clinicDate, bind('from', filters.start_date, counts.clinicDate)) : undefined,
    filters.end_date ? lte(counts.clinicDate, bind('until', filters.end_date, counts.clinicDate)) : undefined,
    filters.status ? eq(counts.status, bind('status', filters.status, counts.status)) : undefined,
    filters.doctor_name
      ? sql`lower(${counts.doctorName}) like ${bind('doctor', containsPattern(filters.doctor_name))}`
      : undefined,
  );
}

/** Counts per status of what the filters match, read from the daily counts; built once per shape of filters. */
export async function statsFromDailyCounts(db: Queryable, filters: ProcedureFilters): Promise<ProcedureStats> {
  const placeholders = placeholderValues();
  const where = dailyCountsConditions(filters, placeholders);
  const statement = keptStatement(db, `procedure-daily-counts:${placeholders.shape()}`, () =>
    db
      .select({ status: counts.status, value: sql<number>`sum(${counts.procedureCount})::int` })
      .from(counts)
      .where(where)
      .groupBy(counts.status),
  );
  return countsByStatus(await statement.execute(placeholders.values));
}

/** Every status present, zero when no row counted it. */
export function countsByStatus(rows: { status: keyof ProcedureStats; value: number }[]): ProcedureStats {
  const stats: ProcedureStats = { scheduled: 0, ongoing: 0, completed: 0, cancelled: 0 };
  for (const row of rows) stats[row.status] = row.value;
  return stats;
}
