import { beforeAll, describe, expect, it } from 'vitest';
import { PROCEDURE_MESSAGES, SCHEDULE_MESSAGES, scheduleResponseSchema } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { eq } from 'drizzle-orm';
import { patients } from '../db/schema/index.ts';
import { useTestApp } from '../testing/test-app.ts';

/** The moment the tests run at: Tuesday 10 March 2026, 10:00 in Manila. */
const NOW = new Date('2026-03-10T02:00:00Z');

let nurse: string;
let patientId: number;
const t = useTestApp({ clock: () => NOW });
beforeAll(async () => {
  nurse = (await t.signIn('NURSE')).token;
  const [row] = await t.database.db
    .insert(patients)
    .values({
      firstName: 'Ana',
      lastName: 'Reyes',
      sex: 'F',
      dateOfBirth: '1990-01-01',
      phonePrimary: '0917 123 4567',
      createdByRole: 'ADMIN',
    })
    .returning({ id: patients.id });
  patientId = row!.id;
});

async function book(overrides: Record<string, unknown>) {
  const response = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: nurse,
    payload: { ...buildProcedureInput(patientId), medications: [], ...overrides },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number };
}

const schedule = (query: string) => t.api({ method: 'GET', url: `/schedule?${query}`, token: nurse });
const patch = (id: number, what: 'attendance' | 'schedule', payload: object) =>
  t.api({ method: 'PATCH', url: `/procedures/${id}/${what}`, token: nurse, payload });

describe('the schedule', () => {
  it('answers the clinic days asked for, by the clinic zone, with the doctors of the range', async () => {
    // 00:00 and 23:59 in Manila are the previous day 16:00 and the same day 15:59 in UTC.
    const early = await book({ doctor_name: 'Dr. Zone', start_datetime: '2026-04-01T00:00', name: 'Early' });
    const late = await book({ doctor_name: 'Dr. Zone', start_datetime: '2026-04-01T23:59', name: 'Late' });
    await book({ doctor_name: 'Dr. Zone', start_datetime: '2026-04-02T00:00', name: 'Next day' });
    await book({ doctor_name: 'Dr. Other', start_datetime: '2026-03-31T23:59', name: 'Day before' });

    const response = await schedule('start=2026-04-01&end=2026-04-01');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(scheduleResponseSchema.safeParse(body).error).toBeUndefined();
    expect(body.items.map((item: { id: number }) => item.id)).toEqual([early.id, late.id]);
    expect(body.items[0]).toEqual({
      id: early.id,
      patient_id: patientId,
      patient_name: 'Ana Reyes',
      patient_phone: '0917 123 4567',
      name: 'Early',
      doctor_name: 'Dr. Zone',
      doctor_column: 'Dr. Zone',
      start_datetime: '2026-03-31T16:00:00.000Z',
      end_datetime: null,
      status: 'scheduled',
      attendance: 'expected',
      checked_in_at: null,
      confirmation: 'unconfirmed',
      booking_note: null,
    });
    expect(body.doctors).toEqual(['Dr. Zone']);
    expect(body.clinic_hours[0]).toEqual({ weekday: 1, open: '09:00', close: '18:00' });

    const twoDays = (await schedule('start=2026-03-31&end=2026-04-02')).json();
    expect(twoDays.items.map((item: { name: string }) => item.name)).toEqual([
      'Day before',
      'Early',
      'Late',
      'Next day',
    ]);
    expect(twoDays.doctors).toEqual(['Dr. Other', 'Dr. Zone']);
  });

  it("shows one doctor's appointments while listing every doctor of the range", async () => {
    await book({ doctor_name: 'Dr. Santos', start_datetime: '2026-05-04T09:00' });
    await book({ doctor_name: 'Dr. Cruz', start_datetime: '2026-05-05T09:00' });
    const body = (await schedule('start=2026-05-04&end=2026-05-10&doctor_name=Dr.%20Santos')).json();
    expect(body.items.map((item: { doctor_name: string }) => item.doctor_name)).toEqual(['Dr. Santos']);
    expect(body.doctors).toEqual(['Dr. Cruz', 'Dr. Santos']);
  });

  it('leaves medicine refills out', async () => {
    await book({
      name: PROCEDURE_MESSAGES.medicineRefillName,
      doctor_name: PROCEDURE_MESSAGES.medicineRefillDoctor,
      start_datetime: '2026-06-01T10:00',
    });
    await book({ doctor_name: 'Dr. Lim', start_datetime: '2026-06-01T11:00' });
    const body = (await schedule('start=2026-06-01&end=2026-06-01')).json();
    expect(body.items.map((item: { doctor_name: string }) => item.doctor_name)).toEqual(['Dr. Lim']);
    expect(body.doctors).toEqual(['Dr. Lim']);
  });

  it('shows a check-in, a move and a patient renamed on the next read of the same days', async () => {
    const { id } = await book({ doctor_name: 'Dr. Again', start_datetime: '2026-07-06T09:00' });
    const read = async () => (await schedule('start=2026-07-06&end=2026-07-07')).json().items;
    expect(await read()).toMatchObject([{ id, attendance: 'expected', patient_name: 'Ana Reyes' }]);
    await patch(id, 'attendance', { attendance: 'arrived' });
    expect(await read()).toMatchObject([{ id, attendance: 'arrived', checked_in_at: NOW.toISOString() }]);
    await patch(id, 'schedule', { start_datetime: '2026-07-07T15:30' });
    expect(await read()).toMatchObject([{ id, start_datetime: '2026-07-07T07:30:00.000Z' }]);
    await t.database.db.update(patients).set({ firstName: 'Anna' }).where(eq(patients.id, patientId));
    expect(await read()).toMatchObject([{ id, patient_name: 'Anna Reyes' }]);
    await t.database.db.update(patients).set({ firstName: 'Ana' }).where(eq(patients.id, patientId));
  });

  it('answers at most 62 days, and refuses a range that ends before it starts or a date that is not one', async () => {
    expect((await schedule('start=2026-01-01&end=2026-03-03')).statusCode).toBe(200);
    for (const [query, message] of [
      ['start=2026-01-01&end=2026-03-04', SCHEDULE_MESSAGES.rangeTooLong],
      ['start=2026-03-04&end=2026-03-01', SCHEDULE_MESSAGES.endBeforeStart],
      ['start=2026-02-30&end=2026-03-01', SCHEDULE_MESSAGES.invalidDate],
    ] as const) {
      const response = await schedule(query);
      expect(response.statusCode, query).toBe(422);
      expect(JSON.stringify(response.json().detail), query).toContain(message);
    }
    expect((await schedule('start=2026-03-01')).statusCode).toBe(422);
  });
});

describe('attendance', () => {
  it('checks a patient in at the time of arrival, keeps the first arrival, and puts it back to expected', async () => {
    const { id } = await book({ start_datetime: '2026-03-10T10:00' });
    const arrived = await patch(id, 'attendance', { attendance: 'arrived' });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json()).toMatchObject({ attendance: 'arrived', checked_in_at: NOW.toISOString() });
    expect((await patch(id, 'attendance', { attendance: 'arrived' })).json().checked_in_at).toBe(NOW.toISOString());
    const undone = (await patch(id, 'attendance', { attendance: 'expected' })).json();
    expect(undone).toMatchObject({ attendance: 'expected', checked_in_at: null });
    const fetched = (await t.api({ method: 'GET', url: `/procedures/${id}`, token: nurse })).json();
    expect(fetched).toMatchObject({ attendance: 'expected', checked_in_at: null, confirmation: 'unconfirmed' });
  });

  it('marks a no-show, but never of a completed or cancelled procedure', async () => {
    const { id } = await book({ start_datetime: '2026-03-09T10:00' });
    expect((await patch(id, 'attendance', { attendance: 'no_show' })).json().attendance).toBe('no_show');
    for (const [status, message] of [
      ['completed', SCHEDULE_MESSAGES.noShowAfterCompleted],
      ['cancelled', SCHEDULE_MESSAGES.noShowAfterCancelled],
    ] as const) {
      const done = await book({ start_datetime: '2026-03-09T11:00', status });
      const refused = await patch(done.id, 'attendance', { attendance: 'no_show' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: message });
    }
  });

  it('refuses an attendance it does not know and an unknown procedure', async () => {
    const { id } = await book({ start_datetime: '2026-03-10T11:00' });
    expect((await patch(id, 'attendance', { attendance: 'late' })).statusCode).toBe(422);
    expect((await patch(999_999, 'attendance', { attendance: 'arrived' })).statusCode).toBe(404);
  });
});

describe('rescheduling', () => {
  it('moves an appointment keeping its length, or to the end and doctor given', async () => {
    const { id } = await book({ start_datetime: '2026-03-12T09:00', end_datetime: '2026-03-12T10:00' });
    const moved = await patch(id, 'schedule', { start_datetime: '2026-03-13T14:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      start_datetime: '2026-03-13T06:00:00.000Z',
      end_datetime: '2026-03-13T07:00:00.000Z',
    });
    const resized = await patch(id, 'schedule', {
      start_datetime: '2026-03-13T14:00',
      end_datetime: '2026-03-13T14:45',
      doctor_name: 'Dr. Bautista',
    });
    expect(resized.json()).toMatchObject({ end_datetime: '2026-03-13T06:45:00.000Z', doctor_name: 'Dr. Bautista' });
  });

  it('refuses to move a completed procedure or to end before the start', async () => {
    const done = await book({ start_datetime: '2026-03-12T09:00', status: 'completed' });
    const refused = await patch(done.id, 'schedule', { start_datetime: '2026-03-14T09:00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: SCHEDULE_MESSAGES.cannotMoveCompleted });
    const { id } = await book({ start_datetime: '2026-03-12T09:00' });
    const backwards = await patch(id, 'schedule', {
      start_datetime: '2026-03-12T10:00',
      end_datetime: '2026-03-12T09:00',
    });
    expect(backwards.statusCode).toBe(422);
    expect(JSON.stringify(backwards.json().detail)).toContain(PROCEDURE_MESSAGES.endBeforeStart);
  });
});

describe("the month's rates", () => {
  it('counts no-shows among past appointments and confirmations among those not cancelled', async () => {
    const missed = await book({ start_datetime: '2026-02-02T10:00' });
    await book({ start_datetime: '2026-02-03T10:00' });
    await book({ start_datetime: '2026-02-04T10:00', status: 'cancelled' });
    await patch(missed.id, 'attendance', { attendance: 'no_show' });
    const rates = await t.api({ method: 'GET', url: '/schedule/month-rates?month=2026-02', token: nurse });
    expect(rates.json()).toEqual({ month: '2026-02', no_show_rate: 0.5, confirmation_rate: 0 });
    const empty = await t.api({ method: 'GET', url: '/schedule/month-rates?month=2025-01', token: nurse });
    expect(empty.json()).toEqual({ month: '2025-01', no_show_rate: null, confirmation_rate: null });
    const current = await t.api({ method: 'GET', url: '/schedule/month-rates', token: nurse });
    expect(current.json().month).toBe('2026-03');
    expect((await t.api({ method: 'GET', url: '/schedule/month-rates?month=2026-13', token: nurse })).statusCode).toBe(
      422,
    );
  });
});
