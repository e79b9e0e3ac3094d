import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@clinic/contracts';
import { buildPatientInput } from '@clinic/contracts/testing';
import { count } from 'drizzle-orm';
import { patientAttachments, patients, uploadUsage } from '../db/schema/index.ts';
import { PDF, createPatient, multipartBody, sendPatient, storedFiles } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { createProcedure, jpeg, sendPhoto } from '../testing/photos/photo-requests.ts';

let kiosk: SignedInUser;
let doctor: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  kiosk = await t.signIn('KIOSK');
  doctor = await t.signIn('DOCTOR');
});

/** What a refused upload could have left: patients, attachment rows, counted bytes, stored files. */
async function whatIsKept() {
  const rows = async (table: typeof patients | typeof patientAttachments | typeof uploadUsage) =>
    (await t.database.db.select({ rows: count() }).from(table))[0]!.rows;
  return {
    patients: await rows(patients),
    attachments: await rows(patientAttachments),
    countedUploads: await rows(uploadUsage),
    files: storedFiles(t).length,
  };
}

describe('a kiosk account sending a file', () => {
  it('is refused 403 with the new patient, and nothing is kept', async () => {
    const before = await whatIsKept();
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: kiosk.token,
      patientIn: buildPatientInput(),
      files: [{ name: 'id-card.pdf', content: PDF(200_000) }],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: UPLOAD_MESSAGES.filesNotAllowed });
    expect(await whatIsKept()).toEqual(before);
  });

  it('is refused 403 when the file comes before the form', async () => {
    const before = await whatIsKept();
    // The file part first, then patient_in: the patient is never read.
    const boundary = 'file-before-form';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="files"; filename="scan.pdf"',
      'Content-Type: application/pdf',
      '',
      PDF().toString('latin1'),
      `--${boundary}`,
      'Content-Disposition: form-data; name="patient_in"',
      '',
      JSON.stringify(buildPatientInput()),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await t.api({
      method: 'POST',
      url: '/patients/',
      token: kiosk.token,
      payload: Buffer.from(payload, 'latin1'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(403);
    expect(await whatIsKept()).toEqual(before);
  });

  it('is refused 403 on a route that takes a form but no files, which then does nothing', async () => {
    const response = await t.api({
      method: 'POST',
      url: '/auth/logout',
      token: kiosk.token,
      ...multipartBody(undefined, [{ name: 'x.pdf', content: PDF() }]),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: UPLOAD_MESSAGES.filesNotAllowed });
    // Not signed out: the request was refused before the route ran.
    expect((await t.api({ method: 'GET', url: '/users/me', token: kiosk.token })).statusCode).toBe(200);
  });

  it('is refused 403 on every other route that takes files', async () => {
    const patient = await createPatient(t, doctor.token);
    const procedureId = await createProcedure(t, doctor.token, patient.id);
    const before = await whatIsKept();
    const edit = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${patient.id}`,
      token: kiosk.token,
      patientIn: {},
      files: [{ name: 'b.pdf', content: PDF() }],
    });
    const photo = await sendPhoto(t, kiosk.token, procedureId, {
      kind: 'before',
      angle: 'front',
      file: { name: 'face.jpg', content: await jpeg() },
    });
    expect([edit.statusCode, photo.statusCode]).toEqual([403, 403]);
    expect(await whatIsKept()).toEqual(before);
  });

  it('still registers a patient without files', async () => {
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: kiosk.token,
      patientIn: buildPatientInput(),
    });
    expect(response.statusCode).toBe(200);
  });
});
