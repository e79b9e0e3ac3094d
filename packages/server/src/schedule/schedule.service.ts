import {
  parseClinicDateTime,
  todayIsoDate,
  type ClinicHours,
  type MonthRates,
  type ScheduleQuery,
  type ScheduleResponse,
} from '@clinic/contracts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import { createScheduleRepository } from './schedule.repository.ts';

interface ScheduleServiceDependencies {
  db: Database;
  clock: Clock;
  clinicHours: ClinicHours[];
}

/** The first moment of a clinic day (YYYY-MM-DD). */
const clinicMidnight = (day: string) => parseClinicDateTime(day) as Date;

/** The clinic day after `day`. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function nextMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function createScheduleService({ db, clock, clinicHours }: ScheduleServiceDependencies) {
  return {
    /** The appointments of clinic days `start` to `end`, both included. */
    async schedule({ start, end, doctor_name: doctorName }: ScheduleQuery): Promise<ScheduleResponse> {
      const from = clinicMidnight(start);
      const until = clinicMidnight(nextDay(end));
      const repository = createScheduleRepository(db);
      const [rows, doctors] = await Promise.all([
        repository.appointments(from, until, doctorName),
        // One doctor's view still offers every doctor of the range to switch to.
        doctorName === undefined ? undefined : repository.doctors(from, until),
      ]);
      const items = rows.map((row) => ({
        id: row.id,
        patient_id: row.patientId,
        patient_name: row.patientName,
        patient_phone: row.patientPhone,
        name: row.name,
        doctor_name: row.doctorName,
        start_datetime: row.startDatetime.toISOString(),
        end_datetime: row.endDatetime?.toISOString() ?? null,
        status: row.status,
        attendance: row.attendance,
        checked_in_at: row.checkedInAt?.toISOString() ?? null,
        confirmation: row.confirmation,
      }));
      return {
        items,
        doctors: doctors ?? [...new Set(items.map((item) => item.doctor_name))].sort(),
        clinic_hours: clinicHours,
      };
    },

    /** A clinic month's no-show and confirmation rates (this month unless one is named). */
    async monthRates(month: string = todayIsoDate(clock()).slice(0, 7)): Promise<MonthRates> {
      const counts = await createScheduleRepository(db).attendanceCounts(
        clinicMidnight(`${month}-01`),
        clinicMidnight(`${nextMonth(month)}-01`),
        clock(),
      );
      return {
        month,
        no_show_rate: share(counts.noShows, counts.past),
        confirmation_rate: share(counts.confirmed, counts.appointments),
      };
    },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
