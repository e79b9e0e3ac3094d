import { beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '@clinic/contracts/testing';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { createPatient } from '../testing/patient-files.ts';

let doctor: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  doctor = await t.signIn('DOCTOR');
});

describe('Cache-Control on API answers', () => {
  it('is no-store on answers holding patient data, tokens and errors alike', async () => {
    const patient = await createPatient(t, doctor.token);
    const answers = [
      await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: doctor.token }),
      await t.api({ method: 'GET', url: '/patients/', token: doctor.token }),
      await t.api({ method: 'GET', url: `/patients/${patient.id}/history`, token: doctor.token }),
      await t.api({ method: 'GET', url: '/users/me', token: doctor.token }),
      await t.login(doctor.user.email, STRONG_PASSWORD),
      await t.api({ method: 'GET', url: `/patients/${patient.id}` }),
      await t.api({ method: 'GET', url: '/patients/999999', token: doctor.token }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 401, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
