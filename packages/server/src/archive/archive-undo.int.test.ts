import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_UNDO_SECONDS, PATIENT_MESSAGES } from '@clinic/contracts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { createPatient } from '../testing/patient-files.ts';

let now = new Date('2026-11-20T01:00:00Z');
let doctor: SignedInUser;
let otherDoctor: SignedInUser;
const t = useTestApp({ clock: () => now });
beforeAll(async () => {
  doctor = await t.signIn('DOCTOR');
  otherDoctor = await t.signIn('DOCTOR');
});

const archive = (id: number, user: SignedInUser) =>
  t.api({ method: 'DELETE', url: `/patients/${id}`, token: user.token });
const undo = (id: number, user: SignedInUser) =>
  t.api({ method: 'POST', url: `/patients/archived/${id}/undo`, token: user.token });
const profile = (id: number) => t.api({ method: 'GET', url: `/patients/${id}`, token: doctor.token });

describe('undoing an archive', () => {
  it('puts the patient back when the person who archived asks within the minute', async () => {
    const patient = await createPatient(t, doctor.token);
    expect((await archive(patient.id, doctor)).statusCode).toBe(200);
    now = new Date(now.getTime() + (ARCHIVE_UNDO_SECONDS - 1) * 1000);
    const response = await undo(patient.id, doctor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Patient restored successfully' });
    expect((await profile(patient.id)).json()).toMatchObject({ id: patient.id, last_name: patient.last_name });
  });

  it('refuses after the minute, and leaves the patient archived', async () => {
    const patient = await createPatient(t, doctor.token);
    await archive(patient.id, doctor);
    now = new Date(now.getTime() + (ARCHIVE_UNDO_SECONDS + 1) * 1000);
    const response = await undo(patient.id, doctor);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: PATIENT_MESSAGES.undoExpired });
    expect((await profile(patient.id)).statusCode).toBe(404);
  });

  it('refuses anyone but the person who archived', async () => {
    const patient = await createPatient(t, doctor.token);
    await archive(patient.id, doctor);
    expect((await undo(patient.id, otherDoctor)).statusCode).toBe(403);
    expect((await profile(patient.id)).statusCode).toBe(404);
  });

  it('answers 404 for an id that is not archived', async () => {
    const response = await undo(999999, doctor);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: PATIENT_MESSAGES.archivedPatientNotFound });
  });
});
