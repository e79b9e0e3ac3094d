import fs from 'node:fs';
import os from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { BYTES_PER_MB, UPLOAD_MESSAGES } from '@clinic/contracts';
import { buildPatientInput } from '@clinic/contracts/testing';
import { count } from 'drizzle-orm';
import { patients, uploadUsage } from '../db/schema/index.ts';
import { PDF, createPatient, sendPatient, storedFiles } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { createProcedure, jpeg, photosOfPatient, sendPhoto } from '../testing/photos/photo-requests.ts';

// The test's files folder is under the temporary folder: ask for more free space than its disk has.
const { bavail, bsize } = fs.statfsSync(os.tmpdir());
const moreThanIsFree = Math.ceil((bavail * bsize) / BYTES_PER_MB) + 1024;

const t = useTestApp({ environment: { MIN_FREE_DISK_MB: String(moreThanIsFree) } });
let doctor: SignedInUser;
beforeAll(async () => {
  doctor = await t.signIn('DOCTOR');
});

const rows = async (table: typeof patients | typeof uploadUsage) =>
  (await t.database.db.select({ rows: count() }).from(table))[0]!.rows;

describe('uploads while the files disk has less free space than MIN_FREE_DISK_MB', () => {
  it('refuses a new patient with files 507 and keeps neither the patient nor the files', async () => {
    const patientsBefore = await rows(patients);
    const response = await sendPatient(t, {
      method: 'POST',
      url: '/patients/',
      token: doctor.token,
      patientIn: buildPatientInput(),
      files: [{ name: 'consent.pdf', content: PDF(1000) }],
    });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ detail: UPLOAD_MESSAGES.diskFull });
    expect(await rows(patients)).toBe(patientsBefore);
    expect(await rows(uploadUsage)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
  });

  it('refuses attachments and photos of a patient the same way', async () => {
    const patient = await createPatient(t, doctor.token);
    const procedureId = await createProcedure(t, doctor.token, patient.id);
    const attachment = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${patient.id}`,
      token: doctor.token,
      patientIn: {},
      files: [{ name: 'lab.pdf', content: PDF(1000) }],
    });
    const photo = await sendPhoto(t, doctor.token, procedureId, {
      kind: 'after',
      angle: 'front',
      file: { name: 'face.jpg', content: await jpeg() },
    });
    expect([attachment.statusCode, photo.statusCode]).toEqual([507, 507]);
    expect(photo.json()).toEqual({ detail: UPLOAD_MESSAGES.diskFull });
    expect(storedFiles(t)).toEqual([]);
    expect(await photosOfPatient(t, doctor.token, patient.id)).toEqual([]);
  });

  it('still saves a patient sent without files', async () => {
    expect((await createPatient(t, doctor.token)).attachments).toEqual([]);
  });
});
