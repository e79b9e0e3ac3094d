import {
  createDoctorColumns,
  parseClinicDateTime,
  todayIsoDate,
  type ClinicHours,
  type MonthRates,
  type ScheduleQuery,
  type ScheduleResponse,
} from '@clinic/contracts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import { createVersionedCache, tablesVersion } from '../db/versioned-cache.ts';
import { practitionerRoster } from '../practitioners/practitioners.service.ts';
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

/** What the schedule's kept answers may take of the server's memory. */
const SCHEDULE_CACHE_BYTES = 32 * 1024 * 1024;

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function createScheduleService({ db, clock, clinicHours }: ScheduleServiceDependencies) {
  // Every screen of the clinic asks for the same days again and again (each refresh, each
  // colleague); an answer stands until a procedure, a patient or the roster is written, by any server.
  // A month of a busy clinic is a few hundred kilobytes: the answers are bounded by their bytes.
  const answers = createVersionedCache<Buffer>(
    () => tablesVersion(db, ['procedures', 'patients', 'users', 'practitioners']),
    { maxBytes: SCHEDULE_CACHE_BYTES, sizeOf: (answer) => answer.byteLength },
  );
  return {
    /**
     * The appointments of clinic days `start` to `end`, both included: a `ScheduleResponse` as
     * JSON, ready to send (see `appointmentItems`).
     */
    scheduleJson({ start, end, doctor_name: doctorName }: ScheduleQuery): Promise<Buffer> {
      return answers.load(JSON.stringify([start, end, doctorName]), async () => {
        const from = clinicMidnight(start);
        const until = clinicMidnight(nextDay(end));
        const [appointments, roster] = await Promise.all([
          createScheduleRepository(db).appointmentItems(from, until),
          practitionerRoster(db),
        ]);
        // Typed names are matched to the roster the forgiving way: `Dr Reyes` and `dr. reyes` are one column.
        const columnOf = createDoctorColumns(roster);
        const placed = appointments.map((item) => ({ ...item, doctor_column: columnOf(item.doctor_name) }));
        const wanted = doctorName === undefined ? undefined : columnOf(doctorName);
        const answer: ScheduleResponse = {
          items: wanted === undefined ? placed : placed.filter((item) => item.doctor_column === wanted),
          // One doctor's view still offers every doctor to switch to.
          doctors: [
            ...new Set([...roster.map((doctor) => doctor.display_name), ...placed.map((item) => item.doctor_column)]),
          ].sort(),
          clinic_hours: clinicHours,
        };
        return Buffer.from(JSON.stringify(answer));
      });
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
