import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BYTES_PER_MB, UPLOAD_MESSAGES, type Patient } from '@clinic/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp, API_PREFIX } from '../app.ts';
import { PDF, createPatient, multipartBody, sendPatient, storedFiles } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { createProcedure, jpeg, photosOfPatient, sendPhoto } from '../testing/photos/photo-requests.ts';

const LIMIT = BYTES_PER_MB;
const MINUTE = 60_000;
let now = new Date('2026-03-02T01:00:00Z');
const wait = (minutes: number) => (now = new Date(now.getTime() + minutes * MINUTE));

const t = useTestApp({
  clock: () => now,
  // Sessions outlive the hours the test moves its clock through.
  environment: { UPLOAD_MB_PER_HOUR: '1', SESSION_IDLE_MINUTES: '600' },
});

/** Adds one file of `bytes` bytes to the patient. */
const attach = (user: SignedInUser, patient: Patient, bytes: number) =>
  sendPatient(t, {
    method: 'PUT',
    url: `/patients/${patient.id}`,
    token: user.token,
    patientIn: {},
    files: [{ name: `scan-${bytes}.pdf`, content: PDF(bytes) }],
  });

const attachmentsOf = async (patient: Patient, user: SignedInUser) =>
  (await t.api({ method: 'GET', url: `/patients/${patient.id}`, token: user.token })).json<Patient>().attachments;

describe('the hourly upload limit of each account', () => {
  let first: SignedInUser;
  let second: SignedInUser;
  let patient: Patient;
  let procedureId: number;
  beforeAll(async () => {
    first = await t.signIn('DOCTOR');
    second = await t.signIn('DOCTOR');
    patient = await createPatient(t, first.token, {}, [{ name: 'referral.pdf', content: PDF(600_000) }]);
    procedureId = await createProcedure(t, first.token, patient.id);
  });

  it('refuses the upload that crosses it with 429 and Retry-After, storing nothing', async () => {
    wait(10);
    const filesBefore = storedFiles(t).length;
    const response = await attach(first, patient, 600_000);
    expect(response.statusCode).toBe(429);
    // The first 600 000 bytes leave the hour 50 minutes from now.
    expect(response.headers['retry-after']).toBe('3000');
    expect(response.json()).toEqual({ detail: UPLOAD_MESSAGES.hourlyLimitReached(1, 3000) });
    expect(await attachmentsOf(patient, first)).toHaveLength(1);
    expect(storedFiles(t)).toHaveLength(filesBefore);
  });

  it('counts each account apart', async () => {
    expect((await attach(second, patient, 600_000)).statusCode).toBe(200);
  });

  it('does not count a refused upload: what is left of the hour can still be used', async () => {
    expect((await attach(first, patient, LIMIT - 600_000)).statusCode).toBe(200);
  });

  it('counts photos in the same allowance', async () => {
    const photo = await sendPhoto(t, first.token, procedureId, {
      kind: 'before',
      angle: 'front',
      file: { name: 'face.jpg', content: await jpeg() },
    });
    expect(photo.statusCode).toBe(429);
    expect(await photosOfPatient(t, first.token, patient.id)).toEqual([]);
  });

  it('lets bytes count for one hour after they arrived', async () => {
    // An hour after the first upload it leaves the count; the one of ten minutes later still counts.
    wait(50);
    expect((await attach(first, patient, 600_000)).statusCode).toBe(200);
    expect((await attach(first, patient, 100)).statusCode).toBe(429);
    wait(10);
    expect((await attach(first, patient, LIMIT - 600_000)).statusCode).toBe(200);
  });

  it('refuses a file larger than the whole allowance while it arrives, to wait the whole hour', async () => {
    const fourth = await t.signIn('DOCTOR');
    const response = await attach(fourth, patient, 2 * LIMIT);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('3600');
    expect((await attach(fourth, patient, 600_000)).statusCode).toBe(200);
  });

  it('lets parallel uploads of one account through only up to the limit', async () => {
    const third = await t.signIn('DOCTOR');
    const filesBefore = storedFiles(t).length;
    const answers = await Promise.all(Array.from({ length: 4 }, () => attach(third, patient, 400_000)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429]);
    expect(storedFiles(t)).toHaveLength(filesBefore + 2);
  });
});

describe('several servers on one database', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ config: t.config, database: t.database, clock: () => now });
    await other.ready();
  });
  afterAll(() => other.close());

  it('share one allowance per account', async () => {
    const admin = await t.signIn('ADMIN');
    const patient = await createPatient(t, admin.token, {}, [{ name: 'a.pdf', content: PDF(600_000) }]);
    const { headers, payload } = multipartBody('{}', [{ name: 'b.pdf', content: PDF(600_000) }]);
    const onOtherServer = await other.inject({
      method: 'PUT',
      url: `${API_PREFIX}/patients/${patient.id}`,
      headers: { ...admin.headers, ...headers },
      payload,
    });
    expect(onOtherServer.statusCode).toBe(429);
  });
});
