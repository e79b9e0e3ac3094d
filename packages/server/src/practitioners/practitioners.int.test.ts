import { beforeAll, describe, expect, it } from 'vitest';
import { PRACTITIONER_MESSAGES } from '@clinic/contracts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let admin: SignedInUser;
let staff: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  staff = await t.signIn('STAFF');
});

const roster = async () => {
  const response = await t.api({ method: 'GET', url: '/practitioners', token: staff.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { user_id: number; display_name: string; on_roster: boolean }[];
};
const save = (userId: number, payload: object, token = admin.token) =>
  t.api({ method: 'PUT', url: `/practitioners/${userId}`, token, payload });

describe('the roster', () => {
  it('lists active doctors and marked practitioners, never a deactivated doctor or an unmarked nurse', async () => {
    const reyes = await t.signIn('DOCTOR', { fullName: 'Maria Reyes' });
    const titled = await t.signIn('DOCTOR', { fullName: 'Dra. Ana Cruz' });
    const nameless = await t.signIn('DOCTOR', { fullName: null });
    const gone = await t.signIn('DOCTOR', { fullName: 'Jose Gone', isActive: false });
    const nurse = await t.signIn('NURSE', { fullName: 'Joy Santos' });
    const aesthetician = await t.signIn('NURSE', { fullName: 'Carla Lim' });
    expect(
      (await save(aesthetician.user.id, { display_name: 'Carla Lim, RN', is_practitioner: true })).statusCode,
    ).toBe(200);

    const listed = await roster();
    const ids = listed.map((practitioner) => practitioner.user_id);
    expect(ids).toEqual(
      expect.arrayContaining([reyes.user.id, titled.user.id, nameless.user.id, aesthetician.user.id]),
    );
    expect(ids).not.toContain(gone.user.id);
    expect(ids).not.toContain(nurse.user.id);
    expect(listed.every((practitioner) => practitioner.on_roster)).toBe(true);
    const nameOf = (id: number) => listed.find((practitioner) => practitioner.user_id === id)?.display_name;
    // Without a profile a doctor is printed by name with the title, once, else by e-mail.
    expect(nameOf(reyes.user.id)).toBe('Dr. Maria Reyes');
    expect(nameOf(titled.user.id)).toBe('Dra. Ana Cruz');
    expect(nameOf(nameless.user.id)).toBe(nameless.user.email);
    expect(nameOf(aesthetician.user.id)).toBe('Carla Lim, RN');

    const unmarked = await save(aesthetician.user.id, { display_name: 'Carla Lim, RN', is_practitioner: false });
    expect(unmarked.json()).toMatchObject({ on_roster: false });
    expect((await roster()).map((practitioner) => practitioner.user_id)).not.toContain(aesthetician.user.id);
  });
});

describe('a practitioner profile', () => {
  it('is written by the practitioner themself, who cannot mark or edit anyone', async () => {
    const doctor = await t.signIn('DOCTOR', { fullName: 'Maria Reyes' });
    const nurse = await t.signIn('NURSE');
    const own = await save(
      doctor.user.id,
      { display_name: ' Dr. Maria Reyes-Santos ', answers_to: ['Dr Reyes'] },
      doctor.token,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({
      user_id: doctor.user.id,
      display_name: 'Dr. Maria Reyes-Santos',
      role: 'DOCTOR',
      answers_to: ['Dr Reyes'],
      is_practitioner: false,
      on_roster: true,
    });
    const read = await t.api({ method: 'GET', url: `/practitioners/${doctor.user.id}`, token: nurse.token });
    expect(read.json()).toMatchObject({ display_name: 'Dr. Maria Reyes-Santos' });

    const other = await save(doctor.user.id, { display_name: 'Dr. Someone' }, nurse.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: PRACTITIONER_MESSAGES.notYours });
    const marking = await save(nurse.user.id, { display_name: 'Nurse', is_practitioner: true }, nurse.token);
    expect(marking.statusCode).toBe(403);
    expect(marking.json()).toEqual({ detail: PRACTITIONER_MESSAGES.markByAdministrator });
    expect((await roster()).map((practitioner) => practitioner.user_id)).not.toContain(nurse.user.id);
  });

  it('refuses a blank printed name, an unknown user and the kiosk account', async () => {
    const doctor = await t.signIn('DOCTOR');
    const kiosk = await t.signIn('KIOSK');
    const blank = await save(doctor.user.id, { display_name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(JSON.stringify(blank.json().detail)).toContain(PRACTITIONER_MESSAGES.displayNameRequired);
    for (const id of [9_999_999, kiosk.user.id]) {
      const missing = await save(id, { display_name: 'Dr. Nobody' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: PRACTITIONER_MESSAGES.notFound });
    }
    expect((await t.api({ method: 'GET', url: '/practitioners/abc', token: admin.token })).statusCode).toBe(422);
  });
});
