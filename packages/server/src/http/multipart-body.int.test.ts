import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPatientInput } from '@clinic/contracts/testing';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { EXE, PDF, createPatient, multipartBody } from '../testing/patient-files.ts';
import { MALFORMED_MULTIPART } from './multipart.ts';

let doctor: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  doctor = await t.signIn('DOCTOR');
});

const patientCount = async () => {
  const result = await t.database.db.execute(sql`SELECT count(*)::int AS count FROM patients`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count);
};

/** Bodies a broken client or a fuzzer sends: cut short, without or with a wrong boundary, garbage. */
function malformedBodies() {
  const body = multipartBody(JSON.stringify(buildPatientInput()), [{ name: 'scan.pdf', content: PDF(4096) }]);
  const boundary = body.headers['content-type'].split('boundary=')[1] ?? '';
  const withType = (payload: Buffer | string, type = body.headers['content-type']) => ({
    payload,
    headers: { 'content-type': type },
  });
  return {
    'cut inside a file': withType(body.payload.subarray(0, body.payload.length - 2000)),
    'cut before the closing boundary': withType(body.payload.subarray(0, body.payload.length - 10)),
    'no boundary': withType(body.payload, 'multipart/form-data'),
    'a boundary that never appears': withType(body.payload, 'multipart/form-data; boundary=nowhere'),
    'not multipart at all': withType('hello'),
    'a part without headers': withType(`--${boundary}\r\nbroken\r\n\r\nvalue`),
  };
}

describe('a malformed multipart body', () => {
  it.each(Object.entries(malformedBodies()))(
    'answers 4xx with a detail when %s, and saves nothing',
    async (_, body) => {
      const patient = await createPatient(t, doctor.token);
      const before = await patientCount();
      const targets = [
        { method: 'POST' as const, url: '/patients/' },
        { method: 'PUT' as const, url: `/patients/${patient.id}` },
        { method: 'POST' as const, url: '/auth/login' },
      ];
      for (const target of targets) {
        const response = await t.api({ ...target, token: doctor.token, ...body });
        expect(response.statusCode, `${target.method} ${target.url}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${target.method} ${target.url}: ${response.body}`).toBeLessThan(500);
        expect(typeof response.json().detail).toBe('string');
      }
      expect(await patientCount()).toBe(before);
    },
  );

  it('names the problem for a body cut short', async () => {
    const body = malformedBodies()['cut inside a file'];
    const response = await t.api({ method: 'POST', url: '/patients/', token: doctor.token, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: MALFORMED_MULTIPART });
  });
});

describe('the role check', () => {
  it('refuses a role that may not create patients before reading the body', async () => {
    const nurse = await t.signIn('NURSE');
    const body = multipartBody(JSON.stringify(buildPatientInput()), [{ name: '../../etc/passwd', content: EXE }]);
    const response = await t.api({ method: 'POST', url: '/patients/', token: nurse.token, ...body });
    expect(response.statusCode).toBe(403);
  });

  it('refuses files from a role that may edit but not attach, before reading them', async () => {
    const staff = await t.signIn('STAFF');
    const patient = await createPatient(t, doctor.token);
    const body = multipartBody('{}', [{ name: 'bad\u0001name.exe', content: EXE }]);
    const response = await t.api({ method: 'PUT', url: `/patients/${patient.id}`, token: staff.token, ...body });
    expect(response.statusCode).toBe(403);
  });
});
