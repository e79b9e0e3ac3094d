import { describe, expect, it } from 'vitest';
import { parseClinicHours } from './clinic-hours.ts';

describe('parseClinicHours', () => {
  it('reads a range of weekdays with one opening time', () => {
    expect(parseClinicHours('Mon-Sat 09:00-18:00')?.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parseClinicHours('Mon-Sat 09:00-18:00')?.[0]).toEqual({ weekday: 1, open: '09:00', close: '18:00' });
  });

  it('reads several groups, single days and ranges over the weekend', () => {
    expect(parseClinicHours('Mon-Fri 08:30-17:00, sat 09:00-12:00')?.at(-1)).toEqual({
      weekday: 6,
      open: '09:00',
      close: '12:00',
    });
    expect(parseClinicHours('Sat-Mon 10:00-14:00')?.map((day) => day.weekday)).toEqual([0, 1, 6]);
  });

  it.each(['', 'Mon-Sat', 'Mon-Sat 9-18', 'Mon-Xyz 09:00-18:00', 'Mon 18:00-09:00', 'Mon 25:00-26:00'])(
    'refuses %j',
    (text) => {
      expect(parseClinicHours(text)).toBeUndefined();
    },
  );
});
