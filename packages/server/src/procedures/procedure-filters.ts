import { parseClinicDateTime, type ProcedureFilters } from '@clinic/contracts';
import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../db/contains-pattern.ts';
import type { Bind } from '../db/kept-statements.ts';
import { procedures } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;
export const isBareDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value.trim());

/** Which filters are set, and whether the end is a whole clinic day or a time: what the conditions' text depends on. */
export type ProcedureFilterShape = {
  patient_id: boolean;
  status: boolean;
  from: boolean;
  until: 'day' | 'time' | undefined;
  doctor: boolean;
};

/** The filters' shape, and their values under the names `procedureConditions` gives them. */
export function procedureFilters(filters: ProcedureFilters) {
  const from = filters.start_date ? parseClinicDateTime(filters.start_date) : undefined;
  const until = filters.end_date ? parseClinicDateTime(filters.end_date) : undefined;
  // A bare end date includes its whole clinic day: the procedures before the next one's start.
  const wholeDay = filters.end_date !== undefined && isBareDate(filters.end_date);
  const shape: ProcedureFilterShape = {
    patient_id: filters.patient_id !== undefined,
    status: filters.status !== undefined,
    from: from !== undefined,
    until: until && (wholeDay ? 'day' : 'time'),
    doctor: Boolean(filters.doctor_name),
  };
  const values = {
    patient_id: filters.patient_id,
    status: filters.status,
    from,
    until: until && wholeDay ? new Date(until.getTime() + DAY_MS) : until,
    doctor: filters.doctor_name && containsPattern(filters.doctor_name),
  };
  return { shape, values };
}

/** The WHERE of the list and the stats, so both count the same rows; values referred to through `bind`. */
export function procedureConditions(shape: ProcedureFilterShape, bind: Bind): SQL | undefined {
  return and(
    shape.patient_id ? eq(procedures.patientId, bind('patient_id', procedures.patientId)) : undefined,
    shape.status ? eq(procedures.status, bind('status', procedures.status)) : undefined,
    shape.from ? gte(procedures.startDatetime, bind('from', procedures.startDatetime)) : undefined,
    shape.until === 'day' ? lt(procedures.startDatetime, bind('until', procedures.startDatetime)) : undefined,
    shape.until === 'time' ? lte(procedures.startDatetime, bind('until', procedures.startDatetime)) : undefined,
    shape.doctor ? sql`lower(${procedures.doctorName}) like ${bind('doctor')}` : undefined,
  );
}
