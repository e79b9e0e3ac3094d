import { beforeAll, describe, expect, it } from 'vitest';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { patients } from '../db/schema/index.ts';
import { useTestApp } from '../testing/test-app.ts';

// Whole-day filters are counted from per-day totals that triggers keep; a filter with a time of
// day counts the procedures themselves. Both must always agree.
let token: string;
const t = useTestApp();
beforeAll(async () => {
  token = (await t.signIn('ADMIN')).token;
});

async function insertPatient(): Promise<number> {
  const [row] = await t.database.db
    .insert(patients)
    .values({ firstName: 'Lea', lastName: 'Counted', sex: 'F', dateOfBirth: '1990-01-01', createdByRole: 'ADMIN' })
    .returning({ id: patients.id });
  if (!row) throw new Error('no patient');
  return row.id;
}

async function stats(query: Record<string, string>) {
  const response = await t.api({
    method: 'GET',
    url: `/procedures/dashboard/stats?${new URLSearchParams(query)}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The whole-day answer, checked against the same range counted row by row. */
async function statsOfDays(start: string, end: string, extra: Record<string, string> = {}) {
  const byDays = await stats({ start_date: start, end_date: end, ...extra });
  expect(await stats({ start_date: `${start}T00:00`, end_date: `${end}T23:59:59.999`, ...extra })).toEqual(byDays);
  return byDays;
}

async function createProcedure(patientId: number, start: string, doctor = 'Dr. Count') {
  const response = await t.api({
    method: 'POST',
    url: '/procedures/',
    token,
    payload: buildProcedureInput(patientId, { start_datetime: start, doctor_name: doctor }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number };
}

describe('procedure counts by clinic day', () => {
  it('count a start by its day in the clinic, not in UTC', async () => {
    const patientId = await insertPatient();
    await createProcedure(patientId, '2031-05-01T23:30');
    await createProcedure(patientId, '2031-05-02T07:30');
    expect(await statsOfDays('2031-05-02', '2031-05-02')).toMatchObject({ total: 1, scheduled: 1 });
    expect(await statsOfDays('2031-05-01', '2031-05-02')).toMatchObject({ total: 2 });
  });

  it('follow status changes, edits, deletes and archiving', async () => {
    const patientId = await insertPatient();
    const first = await createProcedure(patientId, '2032-02-10T10:00', 'Dr. Follow');
    const second = await createProcedure(patientId, '2032-02-11T10:00', 'Dr. Follow');
    const doctor = { doctor_name: 'follow' };

    const patched = await t.api({ method: 'PATCH', url: `/procedures/${first.id}/status?status=ongoing`, token });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await statsOfDays('2032-01-01', '2032-12-31', doctor)).toEqual({
      total: 2,
      scheduled: 1,
      ongoing: 1,
      completed: 0,
      cancelled: 0,
    });

    const moved = await t.api({
      method: 'PUT',
      url: `/procedures/${second.id}`,
      token,
      payload: { start_datetime: '2032-03-01T09:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await statsOfDays('2032-02-01', '2032-02-29', doctor)).toMatchObject({ total: 1, ongoing: 1 });

    const removed = await t.api({ method: 'DELETE', url: `/procedures/${second.id}`, token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statsOfDays('2032-01-01', '2032-12-31', doctor)).toMatchObject({ total: 1 });

    const archived = await t.api({ method: 'DELETE', url: `/patients/${patientId}`, token });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await statsOfDays('2032-01-01', '2032-12-31', doctor)).toMatchObject({ total: 0 });
  });
});
