import { beforeAll, describe, expect, it } from 'vitest';
import type { PatientAccess } from '@clinic/contracts';
import { STRONG_PASSWORD } from '@clinic/contracts/testing';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { createPatient } from '../testing/patient-files.ts';

// Reads take shortcuts for speed (a prepared session lookup, one statement for a profile, access
// rows written without waiting for the log flush); none may weaken what a read guarantees.
let admin: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
});

const me = (token: string) => t.api({ method: 'GET', url: '/users/me', token });

describe('a session ends on the very next request', () => {
  it('after logout', async () => {
    const { token } = await t.signIn('DOCTOR');
    expect((await me(token)).statusCode).toBe(200);
    await t.api({ method: 'POST', url: '/auth/logout', token });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('after the account is deactivated', async () => {
    const doctor = await t.signIn('DOCTOR');
    expect((await me(doctor.token)).statusCode).toBe(200);
    const update = await t.api({
      method: 'PUT',
      url: `/users/${doctor.user.id}`,
      token: admin.token,
      payload: { is_active: false },
    });
    expect(update.statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/patients/', token: doctor.token })).statusCode).toBe(401);
  });

  it('after a password change, for every other session of the account', async () => {
    const nurse = await t.signIn('NURSE');
    const elsewhere = await t.login(nurse.user.email, STRONG_PASSWORD);
    const otherToken = elsewhere.json<{ access_token: string }>().access_token;
    expect((await me(otherToken)).statusCode).toBe(200);
    const change = await t.api({
      method: 'POST',
      url: '/users/change-password',
      token: nurse.token,
      payload: { userId: nurse.user.id, oldPassword: STRONG_PASSWORD, newPassword: 'Changed1Password!' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(otherToken)).statusCode).toBe(401);
  });
});

describe('profile views', () => {
  it('each land in the access history before the profile is answered', async () => {
    const patient = await createPatient(t, admin.token);
    const doctor = await t.signIn('DOCTOR', { fullName: 'Dr. Viewer' });
    for (let view = 0; view < 3; view += 1) {
      const response = await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: doctor.token });
      expect(response.statusCode).toBe(200);
      const history = await t.api({ method: 'GET', url: `/patients/${patient.id}/history/access`, token: admin.token });
      const line = history.json<{ items: PatientAccess[] }>().items.find((entry) => entry.user_name === 'Dr. Viewer');
      expect(line?.views).toBe(view + 1);
    }
  });

  it('of a patient that does not exist are answered 404 and recorded nowhere', async () => {
    const response = await t.api({ method: 'GET', url: '/patients/987654', token: admin.token });
    expect(response.statusCode).toBe(404);
    const history = await t.api({ method: 'GET', url: '/patients/987654/history/access', token: admin.token });
    expect(history.statusCode).toBe(404);
  });
});
