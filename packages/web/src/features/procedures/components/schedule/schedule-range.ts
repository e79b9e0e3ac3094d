import { formatLongDay, formatMonth } from '../../lib/schedule-format.ts';
import { calendarDay, dayToCalendarDate } from '../../lib/schedule-time.ts';

export const SCHEDULE_VIEWS = ['day', 'week', 'month'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The clinic days a view of `day` shows: the day, its week (Sunday first) or its month's weeks. */
export function rangeOf(view: ScheduleView, day: string): { start: string; end: string } {
  const date = dayToCalendarDate(day);
  if (view === 'day') return { start: day, end: day };
  if (view === 'week') {
    const first = addDays(date, -date.getDay());
    return { start: calendarDay(first), end: calendarDay(addDays(first, 6)) };
  }
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0);
  return { start: calendarDay(addDays(first, -first.getDay())), end: calendarDay(addDays(last, 6 - last.getDay())) };
}

/** The day a Previous or Next press moves to. */
export function stepDay(view: ScheduleView, day: string, direction: 1 | -1): string {
  const date = dayToCalendarDate(day);
  if (view === 'month') return calendarDay(new Date(date.getFullYear(), date.getMonth() + direction, 1));
  return calendarDay(addDays(date, (view === 'week' ? 7 : 1) * direction));
}

/** What a view of `day` is titled: the day, the week from its Sunday, or the month. */
export function viewTitle(view: ScheduleView, day: string): string {
  if (view === 'day') return formatLongDay(day);
  if (view === 'week') return `Week of ${formatLongDay(rangeOf('week', day).start)}`;
  return formatMonth(day);
}
