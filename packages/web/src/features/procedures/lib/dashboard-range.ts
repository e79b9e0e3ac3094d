import { todayIsoDate } from '@clinic/contracts';

export const DASHBOARD_RANGES = ['day', 'week', 'month'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/**
 * The first day of today, this week (weeks start on Sunday) or this month in the clinic's zone, as
 * the YYYY-MM-DD start date the list filters on.
 */
export function rangeStartDate(range: DashboardRange, now: Date = new Date()): string {
  const today = todayIsoDate(now);
  if (range === 'day') return today;
  if (range === 'month') return `${today.slice(0, 8)}01`;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

/** The last day of today, this week (Saturday) or this month, the end date that goes with the start. */
export function rangeEndDate(range: DashboardRange, now: Date = new Date()): string {
  const start = rangeStartDate(range, now);
  if (range === 'day') return start;
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const end = range === 'week' ? new Date(Date.UTC(year, month - 1, day + 6)) : new Date(Date.UTC(year, month, 0));
  return end.toISOString().slice(0, 10);
}
