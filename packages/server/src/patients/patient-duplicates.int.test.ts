import { beforeAll, describe, expect, it } from 'vitest';
import type { PossibleDuplicate } from '@clinic/contracts';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let staff: SignedInUser;
let kiosk: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  staff = await t.signIn('STAFF');
  kiosk = await t.signIn('KIOSK');
});

let day = 0;
/** A birth date no other test here uses, so each test sees only its own patients. */
const birthDate = () => {
  day += 1;
  return `1971-02-${String(day).padStart(2, '0')}`;
};

async function duplicatesOf(patientId: number): Promise<PossibleDuplicate[]> {
  const response = await t.api({
    method: 'GET',
    url: `/patients/${patientId}/possible-duplicates`,
    token: staff.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: PossibleDuplicate[] }>().items;
}

describe('possible duplicates', () => {
  it('flags a new patient with the same name, whatever its case, accents and spaces, and birth date', async () => {
    const date_of_birth = birthDate();
    const existing = await createPatient(t, staff.token, {
      first_name: 'María José',
      middle_name: 'Cruz',
      last_name: 'Dela Cruz',
      date_of_birth,
      phone_primary: '09170000001',
    });
    const registered = await createPatient(t, kiosk.token, {
      first_name: 'MARIA  jose',
      middle_name: '',
      last_name: 'dela cruz ',
      date_of_birth,
      phone_primary: '09170000002',
    });

    expect(await duplicatesOf(registered.id)).toEqual([
      {
        id: existing.id,
        first_name: 'María José',
        middle_name: 'Cruz',
        last_name: 'Dela Cruz',
        date_of_birth,
        matched_by: ['name'],
      },
    ]);
    expect((await duplicatesOf(existing.id)).map((item) => item.id)).toEqual([registered.id]);
  });

  it('flags a new patient with the same phone, however written, and birth date', async () => {
    const date_of_birth = birthDate();
    const existing = await createPatient(t, staff.token, { date_of_birth, phone_primary: '+63 917 555 0101' });
    const registered = await createPatient(t, staff.token, { date_of_birth, phone_primary: '0917-555-0101' });

    expect(await duplicatesOf(registered.id)).toEqual([
      expect.objectContaining({ id: existing.id, matched_by: ['phone'] }),
    ]);
  });

  it('does not flag the same name or phone with another birth date, nor another name and phone on the same date', async () => {
    const date_of_birth = birthDate();
    const existing = await createPatient(t, staff.token, {
      first_name: 'Jose',
      last_name: 'Rizal',
      date_of_birth,
      phone_primary: '09170000011',
    });
    const sameNameOtherDate = await createPatient(t, staff.token, {
      first_name: 'Jose',
      last_name: 'Rizal',
      date_of_birth: birthDate(),
      phone_primary: '09170000011',
    });
    const otherNameSameDate = await createPatient(t, staff.token, {
      first_name: 'Josefa',
      last_name: 'Rizal',
      date_of_birth,
      phone_primary: '09170000012',
    });

    expect(await duplicatesOf(existing.id)).toEqual([]);
    expect(await duplicatesOf(sameNameOtherDate.id)).toEqual([]);
    expect(await duplicatesOf(otherNameSameDate.id)).toEqual([]);
  });

  it('answers 404 for a patient that does not exist', async () => {
    const response = await t.api({ method: 'GET', url: '/patients/999999/possible-duplicates', token: staff.token });
    expect(response.statusCode).toBe(404);
  });
});
