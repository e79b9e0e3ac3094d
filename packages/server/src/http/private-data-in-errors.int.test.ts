import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '@clinic/contracts';
import { STRONG_PASSWORD, buildPatientInput, buildRegistration, uniqueEmail } from '@clinic/contracts/testing';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { sendPatient } from '../testing/patient-files.ts';

const PATIENT_NAME = 'Lourdes-Private';
const CONSULTATION = 'Private consultation note about a painful rash';
const PASSWORD = 'Secret#Password42';

let doctor: SignedInUser;
const log: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => log.push(chunk.toString('utf8')));
const t = useTestApp({ logStream });

beforeAll(async () => {
  doctor = await t.signIn('DOCTOR');
});

const register = (body: Record<string, string>) => t.api({ method: 'POST', url: '/auth/register', payload: body });

describe('control characters in text', () => {
  it('refuses a NUL in any patient field with 422 naming the field', async () => {
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: doctor.token,
      patientIn: buildPatientInput({
        first_name: `${PATIENT_NAME}\u0000`,
        consultation: { chief_complaint: `${CONSULTATION}\u0000` },
      }),
    });
    expect(response.statusCode, response.body).toBe(422);
    const issues = response.json<{ detail: { loc: (string | number)[]; msg: string }[] }>().detail;
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: expect.arrayContaining(['first_name']), msg: TEXT_MESSAGES.notWellFormed }),
        expect.objectContaining({
          loc: expect.arrayContaining(['chief_complaint']),
          msg: TEXT_MESSAGES.notWellFormed,
        }),
      ]),
    );
  });

  it('keeps tabs and line breaks in multi-line text, and refuses them in a name', async () => {
    const multiLine = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: doctor.token,
      patientIn: buildPatientInput({ consultation: { chief_complaint: 'Rash\non both arms\tsince May' } }),
    });
    expect(multiLine.statusCode, multiLine.body).toBe(200);
    expect(multiLine.json().consultation.chief_complaint).toBe('Rash\non both arms\tsince May');
    const tabInName = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: doctor.token,
      patientIn: buildPatientInput({ last_name: 'Santos\tCruz' }),
    });
    expect(tabInName.statusCode).toBe(422);
  });

  it('refuses control characters in sign-in, registration and searches with 422', async () => {
    expect((await t.login(`someone\u0000@example.com`, PASSWORD)).statusCode).toBe(422);
    const registration = await register({ ...buildRegistration(), full_name: `Ana\u0000 Reyes` });
    expect(registration.statusCode).toBe(422);
    expect(registration.json().detail[0]).toMatchObject({ loc: ['body', 'full_name'] });
    const search = await t.api({
      method: 'GET',
      url: `/patients/?last_name_search=${encodeURIComponent('Sant\u0000os')}`,
      token: doctor.token,
    });
    expect(search.statusCode).toBe(422);
    const payments = await t.api({
      method: 'GET',
      url: `/procedure-transactions?patient_name=${encodeURIComponent('Sant\u0007os')}`,
      token: doctor.token,
    });
    expect(payments.statusCode).toBe(422);
  });
});

describe('the error log', () => {
  it('holds neither patient text nor passwords nor hashes when the database refuses a write', async () => {
    // Real refusals by the database, each for a request carrying private text.
    await t.database.db.execute(
      sql.raw(
        `ALTER TABLE patients ADD CONSTRAINT refuse_for_test CHECK (first_name NOT LIKE '${PATIENT_NAME}%') NOT VALID`,
      ),
    );
    await t.database.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT refuse_for_test CHECK (full_name <> 'Refused Registrant') NOT VALID`),
    );
    const refusedSignIn = await t.signIn('NURSE');
    await t.database.db.execute(
      sql.raw(
        `ALTER TABLE sessions ADD CONSTRAINT refuse_for_test CHECK (user_id <> ${refusedSignIn.user.id}) NOT VALID`,
      ),
    );

    const patient = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: doctor.token,
      patientIn: buildPatientInput({ first_name: PATIENT_NAME, consultation: { chief_complaint: CONSULTATION } }),
    });
    const registration = await register({ email: uniqueEmail(), password: PASSWORD, full_name: 'Refused Registrant' });
    const signIn = await t.login(refusedSignIn.user.email, STRONG_PASSWORD);
    // And the requests the schemas refuse before any query.
    await t.login(`${PATIENT_NAME}\u0000@example.com`, PASSWORD);
    await register({ email: uniqueEmail(), password: PASSWORD, full_name: `${PATIENT_NAME}\u0000` });

    for (const response of [patient, registration, signIn]) {
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: 'Internal server error' });
    }
    const text = log.join('');
    const failures = text
      .split('\n')
      .filter((line) => line.includes('request failed'))
      .map((line) => JSON.parse(line) as { err: { type: string; sqlState?: string } });
    expect(failures).toHaveLength(3);
    for (const failure of failures) expect(failure.err).toMatchObject({ sqlState: '23514' });
    for (const secret of [PATIENT_NAME, CONSULTATION, PASSWORD, STRONG_PASSWORD, '$argon2', 'Refused Registrant']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(refusedSignIn.user.email);
  });
});
