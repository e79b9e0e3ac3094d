import { parseClinicDateTime, type ProcedureFilters } from '@clinic/contracts';
import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../db/contains-pattern.ts';
import { inlineValues, type ValueBinder } from '../db/kept-statements.ts';
import { procedures } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;
export const isBareDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value.trim());

/**
 * The WHERE of the list and the stats, so both count the same rows. A bare end date includes its
 * whole clinic day. Its values travel as `binder` says.
 */
export function procedureConditions(filters: ProcedureFilters, binder: ValueBinder = inlineValues): SQL | undefined {
  const conditions: SQL[] = [];
  const { bind } = binder;
  if (filters.patient_id !== undefined) {
    conditions.push(eq(procedures.patientId, bind('patient_id', filters.patient_id, procedures.patientId)));
  }
  if (filters.status !== undefined)
    conditions.push(eq(procedures.status, bind('status', filters.status, procedures.status)));
  const from = filters.start_date ? parseClinicDateTime(filters.start_date) : undefined;
  if (from) conditions.push(gte(procedures.startDatetime, bind('from', from, procedures.startDatetime)));
  const until = filters.end_date ? parseClinicDateTime(filters.end_date) : undefined;
  if (until && filters.end_date) {
    conditions.push(
      isBareDate(filters.end_date)
        ? lt(procedures.startDatetime, bind('before', new Date(until.getTime() + DAY_MS), procedures.startDatetime))
        : lte(procedures.startDatetime, bind('until', until, procedures.startDatetime)),
    );
  }
  if (filters.doctor_name) {
    conditions.push(sql`lower(${procedures.doctorName}) like ${bind('doctor', containsPattern(filters.doctor_name))}`);
  }
  return conditions.length === 0 ? undefined : and(...conditions);
}
