import { PROCEDURE_MESSAGES, type ScheduleItem } from '@clinic/contracts';
import { and, count, gte, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { isoTimestampText } from '../db/json-rows.ts';
import { patients, procedures } from '../db/schema/index.ts';

/** Refills are sales, not appointments: they name no doctor and take no time in the schedule. */
const notRefill = ne(procedures.doctorName, PROCEDURE_MESSAGES.medicineRefillDoctor);

/** An appointment as stored, before it is placed in a doctor's column. */
export type AppointmentItem = Omit<ScheduleItem, 'doctor_column'>;

const inRange = (from: Date, until: Date) =>
  and(gte(procedures.startDatetime, from), lt(procedures.startDatetime, until), notRefill);

export function createScheduleRepository(db: Queryable) {
  return {
    /**
     * The appointments starting in [from, until), in time order, each row already in its JSON
     * form (the answer's names, timestamps as ISO text): a week of twenty doctors is over a
     * thousand items, and the server only adds each one's column.
     */
    async appointmentItems(from: Date, until: Date): Promise<AppointmentItem[]> {
      const { rows } = (await db.execute(sql`
        SELECT ${procedures.id} AS id, ${procedures.patientId} AS patient_id,
               ${patients.firstName} || ' ' || ${patients.lastName} AS patient_name,
               ${patients.phonePrimary} AS patient_phone, ${procedures.name} AS name,
               ${procedures.doctorName} AS doctor_name,
               ${isoTimestampText(procedures.startDatetime)} AS start_datetime,
               ${isoTimestampText(procedures.endDatetime)} AS end_datetime,
               ${procedures.status} AS status, ${procedures.attendance} AS attendance,
               ${isoTimestampText(procedures.checkedInAt)} AS checked_in_at,
               ${procedures.confirmation} AS confirmation, ${procedures.bookingNote} AS booking_note
          FROM ${procedures} JOIN ${patients} ON ${patients.id} = ${procedures.patientId}
         WHERE ${inRange(from, until)}
         ORDER BY ${procedures.startDatetime}, ${procedures.id}`)) as unknown as { rows: AppointmentItem[] };
      return rows;
    },

    /** Of the appointments in the range not cancelled: how many, how many confirmed, and of those before `now` the no-shows. */
    async attendanceCounts(from: Date, until: Date, now: Date) {
      const [row] = await db
        .select({
          appointments: count(),
          confirmed: count(sql`case when ${procedures.confirmation} = 'confirmed' then 1 end`),
          past: count(sql`case when ${procedures.startDatetime} < ${now.toISOString()} then 1 end`),
          noShows: count(
            sql`case when ${procedures.startDatetime} < ${now.toISOString()} and ${procedures.attendance} = 'no_show' then 1 end`,
          ),
        })
        .from(procedures)
        .where(and(inRange(from, until), ne(procedures.status, 'cancelled')));
      return row ?? { appointments: 0, confirmed: 0, past: 0, noShows: 0 };
    },
  };
}
