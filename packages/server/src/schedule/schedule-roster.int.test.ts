import { beforeAll, describe, expect, it } from 'vitest';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { patients } from '../db/schema/index.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

// A file of its own: the doctors signed in here are on every answer's roster.
let admin: SignedInUser;
let nurse: SignedInUser;
let patientId: number;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  nurse = await t.signIn('NURSE');
  const [row] = await t.database.db
    .insert(patients)
    .values({ firstName: 'Ana', lastName: 'Reyes', sex: 'F', dateOfBirth: '1990-01-01', createdByRole: 'ADMIN' })
    .returning({ id: patients.id });
  patientId = row!.id;
});

async function book(doctorName: string, start: string) {
  const response = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: nurse.token,
    payload: { ...buildProcedureInput(patientId), medications: [], doctor_name: doctorName, start_datetime: start },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number };
}

async function schedule(query: string) {
  const response = await t.api({ method: 'GET', url: `/schedule?${query}`, token: nurse.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { id: number; doctor_column: string }[]; doctors: string[] };
}

const columnsOf = (items: { id: number; doctor_column: string }[]) =>
  Object.fromEntries(items.map((item) => [item.id, item.doctor_column]));

describe('the schedule and the roster', () => {
  it('gives every active rostered doctor a column, booked or not, and drops a deactivated one', async () => {
    await t.signIn('DOCTOR', { fullName: 'Lorna Free' });
    const leaving = await t.signIn('DOCTOR', { fullName: 'Pedro Leaving' });
    expect((await schedule('start=2026-08-03&end=2026-08-03')).doctors).toEqual(
      expect.arrayContaining(['Dr. Lorna Free', 'Dr. Pedro Leaving']),
    );
    const deactivated = await t.api({
      method: 'PUT',
      url: `/users/${leaving.user.id}`,
      token: admin.token,
      payload: { is_active: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const after = await schedule('start=2026-08-03&end=2026-08-03');
    expect(after.doctors).toContain('Dr. Lorna Free');
    expect(after.doctors).not.toContain('Dr. Pedro Leaving');
  });

  it('puts "Dr Reyes" and "dr. reyes" in one column, and in the practitioner\'s once the roster names them', async () => {
    const first = await book('Dr Reyes', '2026-08-10T09:00');
    const second = await book('dr. reyes', '2026-08-10T09:15');
    const other = await book('Dr. Ramos', '2026-08-10T09:00');
    const before = await schedule('start=2026-08-10&end=2026-08-10');
    expect(columnsOf(before.items)).toEqual({
      [first.id]: 'Dr Reyes',
      [second.id]: 'Dr Reyes',
      [other.id]: 'Dr. Ramos',
    });
    expect(before.doctors.filter((doctor) => doctor.toLowerCase().includes('reyes'))).toEqual(['Dr Reyes']);
    // One doctor's view, asked for in any spelling, holds both bookings: the double booking shows.
    const oneDoctor = await schedule('start=2026-08-10&end=2026-08-10&doctor_name=DR.%20REYES');
    expect(oneDoctor.items.map((item) => item.id)).toEqual([first.id, second.id]);

    const reyes = await t.signIn('DOCTOR', { fullName: 'Maria Reyes' });
    const profile = await t.api({
      method: 'PUT',
      url: `/practitioners/${reyes.user.id}`,
      token: reyes.token,
      payload: { display_name: 'Dr. Maria Reyes', answers_to: ['Dr Reyes'] },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const typedFull = await book('maria  reyes', '2026-08-10T10:00');
    const after = await schedule('start=2026-08-10&end=2026-08-10');
    expect(columnsOf(after.items)).toEqual({
      [first.id]: 'Dr. Maria Reyes',
      [second.id]: 'Dr. Maria Reyes',
      [typedFull.id]: 'Dr. Maria Reyes',
      [other.id]: 'Dr. Ramos',
    });
    expect(after.doctors).toContain('Dr. Maria Reyes');
    expect(after.doctors).not.toContain('Dr Reyes');
  });
});
