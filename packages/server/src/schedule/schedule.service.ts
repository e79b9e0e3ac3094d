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
import { createVersionedCache, tablesVersion } from '../db/versioned-cache.ts';
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
  // Every screen of the clinic asks for the same days again and again (each refresh, each
  // colleague); an answer stands until a procedure or a patient is written, by any server.
  const answers = createVersionedCache<Buffer>(() => tablesVersion(db, ['procedures', 'patients']), 200);
  return {
    /**
     * The appointments of clinic days `start` to `end`, both included: a `ScheduleResponse` as
     * JSON, ready to send (see `appointmentItems`).
     */
    scheduleJson({ start, end, doctor_name: doctorName }: ScheduleQuery): Promise<Buffer> {
      return answers.load(JSON.stringify([start, end, doctorName]), async () => {
        const from = clinicMidnight(start);
        const until = clinicMidnight(nextDay(end));
        const repository = createScheduleRepository(db);
        const [items, doctors] = await Promise.all([
          repository.appointmentItems(from, until, doctorName),
          // One doctor's view still offers every doctor of the range to switch to.
          doctorName === undefined ? undefined : repository.doctors(from, until),
        ]);
        const answer: ScheduleResponse = {
          items,
          doctors: doctors ?? [...new Set(items.map((item) => item.doctor_name))].sort(),
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
