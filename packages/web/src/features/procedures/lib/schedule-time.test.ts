import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '@clinic/contracts';
import { appointmentEnd, clinicInput, fromCalendarDate, isOpen, overlapsOf, toCalendarDate } from './schedule-time.ts';

const item = (overrides: Partial<ScheduleItem>): ScheduleItem => ({
  id: 1,
  patient_id: 1,
  patient_name: 'Ana Reyes',
  patient_phone: null,
  name: 'Chemical Peel',
  doctor_name: 'Dr. Santos',
  doctor_column: overrides.doctor_name ?? 'Dr. Santos',
  start_datetime: '2026-03-10T01:00:00.000Z',
  end_datetime: null,
  status: 'scheduled',
  attendance: 'expected',
  checked_in_at: null,
  confirmation: 'unconfirmed',
  booking_note: null,
  ...overrides,
});

describe('schedule time', () => {
  it("hands the calendar the clinic's wall-clock time and reads it back", () => {
    const date = toCalendarDate('2026-03-10T01:00:00.000Z');
    expect(clinicInput(date)).toBe('2026-03-10T09:00');
    expect(fromCalendarDate(date)).toBe('2026-03-10T01:00:00.000Z');
    expect(clinicInput(toCalendarDate('2026-03-09T16:00:00.000Z'))).toBe('2026-03-10T00:00');
  });

  it('gives an appointment without an end half an hour', () => {
    expect(appointmentEnd(item({}))).toBe('2026-03-10T01:30:00.000Z');
    expect(appointmentEnd(item({ end_datetime: '2026-03-10T02:00:00.000Z' }))).toBe('2026-03-10T02:00:00.000Z');
  });

  it('knows the opening hours of each weekday', () => {
    const hours = [{ weekday: 2, open: '09:00', close: '18:00' }];
    expect(isOpen(new Date(2026, 2, 10, 9, 0), hours)).toBe(true);
    expect(isOpen(new Date(2026, 2, 10, 18, 0), hours)).toBe(false);
    expect(isOpen(new Date(2026, 2, 11, 10, 0), hours)).toBe(false);
  });

  it("finds the same doctor's appointments sharing the time, leaving out the moved one and cancelled ones", () => {
    const items = [
      item({ id: 1 }),
      item({ id: 2, doctor_name: 'Dr. Cruz' }),
      item({ id: 3, status: 'cancelled' }),
      item({ id: 4, start_datetime: '2026-03-10T01:30:00.000Z' }),
    ];
    const move = { doctor_name: 'Dr. Santos', start: '2026-03-10T01:15:00.000Z', end: '2026-03-10T01:30:00.000Z' };
    expect(overlapsOf(items, move).map((found) => found.id)).toEqual([1]);
    expect(overlapsOf(items, { ...move, id: 1 })).toEqual([]);
  });

  it('counts "Dr Reyes" and "dr. reyes", and a name of the practitioner\'s column, as one doctor', () => {
    const items = [
      item({ id: 1, doctor_name: 'Dr Reyes' }),
      item({ id: 2, doctor_name: 'maria reyes', doctor_column: 'Dr. Maria Reyes' }),
      item({ id: 3, doctor_name: 'Dr Ramos' }),
    ];
    const at = { start: '2026-03-10T01:15:00.000Z', end: '2026-03-10T01:45:00.000Z' };
    expect(overlapsOf(items, { ...at, doctor_name: 'dr. reyes' }).map((found) => found.id)).toEqual([1]);
    expect(overlapsOf(items, { ...at, doctor_name: 'Dr. Maria Reyes' }).map((found) => found.id)).toEqual([2]);
  });
});
