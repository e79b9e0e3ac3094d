import { describe, expect, it } from 'vitest';
import { afterQuietHours, outsideQuietHours, planReminderTimes } from './reminder-plan.ts';

/** A clinic (UTC+8) time as a Date. */
const manila = (text: string) => new Date(`${text}+08:00`);

describe('quiet hours', () => {
  it('leaves a reminder due between 08:00 and 21:00 where it is', () => {
    expect(outsideQuietHours(manila('2026-11-24T08:00:00'))).toEqual(manila('2026-11-24T08:00:00'));
    expect(outsideQuietHours(manila('2026-11-24T20:59:00'))).toEqual(manila('2026-11-24T20:59:00'));
  });

  it('moves one due late in the evening to 20:00 that evening', () => {
    expect(outsideQuietHours(manila('2026-11-24T22:30:00'))).toEqual(manila('2026-11-24T20:00:00'));
  });

  it('moves one due after midnight to 20:00 the evening before', () => {
    expect(outsideQuietHours(manila('2026-11-25T07:00:00'))).toEqual(manila('2026-11-24T20:00:00'));
    expect(outsideQuietHours(manila('2026-12-01T00:30:00'))).toEqual(manila('2026-11-30T20:00:00'));
  });
});

describe('planning', () => {
  const offsets = [1440, 120];

  it('plans 24 hours and 2 hours before', () => {
    expect(planReminderTimes(manila('2026-11-25T14:00:00'), manila('2026-11-23T10:00:00'), offsets)).toEqual([
      { offsetMinutes: 1440, dueAt: manila('2026-11-24T14:00:00') },
      { offsetMinutes: 120, dueAt: manila('2026-11-25T12:00:00') },
    ]);
  });

  it('plans nothing for an offset the booking came too late for', () => {
    expect(planReminderTimes(manila('2026-11-23T15:00:00'), manila('2026-11-23T10:00:00'), offsets)).toEqual([
      { offsetMinutes: 120, dueAt: manila('2026-11-23T13:00:00') },
    ]);
  });

  it('skips a reminder whose evening-before time has passed', () => {
    expect(planReminderTimes(manila('2026-11-25T09:00:00'), manila('2026-11-24T21:30:00'), offsets)).toEqual([]);
  });
});

describe('a message that should go now', () => {
  it('goes now in the day, and at 08:00 when now is in quiet hours', () => {
    expect(afterQuietHours(manila('2026-11-24T15:00:00'))).toEqual(manila('2026-11-24T15:00:00'));
    expect(afterQuietHours(manila('2026-11-24T22:30:00'))).toEqual(manila('2026-11-25T08:00:00'));
    expect(afterQuietHours(manila('2026-11-25T06:00:00'))).toEqual(manila('2026-11-25T08:00:00'));
  });
});
