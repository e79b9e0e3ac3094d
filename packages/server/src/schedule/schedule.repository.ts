import { PROCEDURE_MESSAGES } from '@clinic/contracts';
import { and, asc, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { patients, procedures } from '../db/schema/index.ts';

/** Refills are sales, not appointments: they name no doctor and take no time in the schedule. */
const notRefill = ne(procedures.doctorName, PROCEDURE_MESSAGES.medicineRefillDoctor);

const inRange = (from: Date, until: Date) =>
  and(gte(procedures.startDatetime, from), lt(procedures.startDatetime, until), notRefill);

export function createScheduleRepository(db: Queryable) {
  return {
    /** Appointments starting in [from, until), of one doctor or all, in time order. */
    appointments(from: Date, until: Date, doctorName: string | undefined) {
      return db
        .select({
          id: procedures.id,
          patientId: procedures.patientId,
          patientName: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
          patientPhone: patients.phonePrimary,
          name: procedures.name,
          doctorName: procedures.doctorName,
          startDatetime: procedures.startDatetime,
          endDatetime: procedures.endDatetime,
          status: procedures.status,
          attendance: procedures.attendance,
          checkedInAt: procedures.checkedInAt,
          confirmation: procedures.confirmation,
        })
        .from(procedures)
        .innerJoin(patients, eq(patients.id, procedures.patientId))
        .where(
          doctorName === undefined
            ? inRange(from, until)
            : and(eq(procedures.doctorName, doctorName), inRange(from, until)),
        )
        .orderBy(asc(procedures.startDatetime), asc(procedures.id));
    },

    async doctors(from: Date, until: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ doctorName: procedures.doctorName })
        .from(procedures)
        .where(inRange(from, until))
        .orderBy(asc(procedures.doctorName));
      return rows.map((row) => row.doctorName);
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
