import { CLINIC_UTC_OFFSET_HOURS } from '@clinic/contracts';

/** No reminder goes out from 21:00 to 08:00 clinic time; one due then goes at 20:00 the evening before. */
export const QUIET_HOURS = { from: 21, until: 8, eveningSend: 20 } as const;

const HOUR = 3_600_000;
const CLINIC_OFFSET = CLINIC_UTC_OFFSET_HOURS * HOUR;

/** When a reminder due at `due` may go: outside quiet hours, the latest time before it that is. */
export function outsideQuietHours(due: Date): Date {
  const local = new Date(due.getTime() + CLINIC_OFFSET);
  const hour = local.getUTCHours();
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return due;
  const evening = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_HOURS.eveningSend),
  );
  // After midnight, the evening before is the day before.
  if (hour < QUIET_HOURS.until) evening.setUTCDate(evening.getUTCDate() - 1);
  return new Date(evening.getTime() - CLINIC_OFFSET);
}

/** When a message that should go now may go: now, or 08:00 clinic time when now is in quiet hours. */
export function afterQuietHours(now: Date): Date {
  const local = new Date(now.getTime() + CLINIC_OFFSET);
  const hour = local.getUTCHours();
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return now;
  const morning = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_HOURS.until),
  );
  // Before midnight, the morning after is the next day.
  if (hour >= QUIET_HOURS.from) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - CLINIC_OFFSET);
}

export interface PlannedReminder {
  offsetMinutes: number;
  dueAt: Date;
}

/**
 * The reminders of an appointment starting at `start`, planned at `now`: one per offset, none for an
 * offset the booking came too late for, none whose time (moved out of quiet hours) has passed.
 */
export function planReminderTimes(start: Date, now: Date, offsetsMinutes: readonly number[]): PlannedReminder[] {
  return offsetsMinutes.flatMap((offsetMinutes) => {
    const due = new Date(start.getTime() - offsetMinutes * 60_000);
    if (due < now) return [];
    const dueAt = outsideQuietHours(due);
    return dueAt < now ? [] : [{ offsetMinutes, dueAt }];
  });
}

/** `24h,2h,30m,1d` as minutes; undefined when an entry is not a positive duration. */
export function parseReminderOffsets(text: string): number[] | undefined {
  const minutes = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const match = /^(\d{1,4})\s*([mhd])$/i.exec(entry);
      if (!match) return undefined;
      const unit = { m: 1, h: 60, d: 1440 }[match[2]!.toLowerCase() as 'm' | 'h' | 'd'];
      return Number(match[1]) * unit;
    });
  if (minutes.some((value) => value === undefined || value <= 0)) return undefined;
  return [...new Set(minutes as number[])].sort((a, b) => b - a);
}

/** `1440` as `24h`, for the reminder log. */
export const offsetLabel = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60}h` : `${minutes}m`);
