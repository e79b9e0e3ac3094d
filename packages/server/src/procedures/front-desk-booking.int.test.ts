import { beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES, SCHEDULE_MESSAGES, type Procedure, type ScheduleResponse } from '@clinic/contracts';
import { buildBookingInput, buildFacePoint, buildMedication, buildProcedureInput } from '@clinic/contracts/testing';
import { eq } from 'drizzle-orm';
import { procedures } from '../db/schema/index.ts';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp } from '../testing/test-app.ts';

/** The moment the tests run at: Tuesday 10 March 2026, 10:00 in Manila. */
const NOW = new Date('2026-03-10T02:00:00Z');

let staff: string;
let doctor: string;
let nurse: string;
let patientId: number;
const t = useTestApp({ clock: () => NOW });
beforeAll(async () => {
  staff = (await t.signIn('STAFF')).token;
  doctor = (await t.signIn('DOCTOR')).token;
  nurse = (await t.signIn('NURSE')).token;
  patientId = (await createPatient(t, staff, { first_name: 'Ana', last_name: 'Reyes' })).id;
});

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload: object) =>
  t.api({ method, url, token, payload });

async function book(overrides: Record<string, unknown> = {}, token = staff): Promise<Procedure> {
  const response = await send('POST', '/procedures/', token, buildBookingInput(patientId, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Procedure>();
}

const attendance = (id: number, value: string, token = staff) =>
  send('PATCH', `/procedures/${id}/attendance`, token, { attendance: value });

const storedProcedure = async (id: number) =>
  (await t.database.db.select().from(procedures).where(eq(procedures.id, id)))[0];

/** Each clinical field with content a clinician would write. */
const clinicalFields: [string, unknown][] = [
  ['details', 'Light peel, sensitive skin'],
  ['medications', [buildMedication()]],
  ['face_annotations', [buildFacePoint()]],
  ['notes', 'Patient reports itching after the last session'],
  ['status', 'completed'],
];

describe('the front desk books, moves and checks in', () => {
  it('books a scheduled appointment with a note and sees it on the schedule of its day', async () => {
    const booked = await book({ start_datetime: '2026-03-12T14:00', end_datetime: '2026-03-12T14:45' });
    expect(booked).toMatchObject({
      patient_id: patientId,
      status: 'scheduled',
      details: null,
      medications: [],
      start_datetime: '2026-03-12T06:00:00.000Z',
      end_datetime: '2026-03-12T06:45:00.000Z',
      booking_note: 'Prefers the afternoon next time',
    });
    const day = await t.api({ method: 'GET', url: '/schedule?start=2026-03-12&end=2026-03-12', token: staff });
    expect(day.json<ScheduleResponse>().items).toMatchObject([
      { id: booked.id, patient_name: 'Ana Reyes', booking_note: 'Prefers the afternoon next time' },
    ]);
  });

  it('moves and resizes an appointment, edits its booking, and checks the patient in', async () => {
    const { id } = await book({ start_datetime: '2026-03-10T09:00', end_datetime: '2026-03-10T09:30' });
    const moved = await send('PATCH', `/procedures/${id}/schedule`, staff, {
      start_datetime: '2026-03-10T09:15',
      end_datetime: '2026-03-10T10:15',
      doctor_name: 'Dr. Maria Clara',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      start_datetime: '2026-03-10T01:15:00.000Z',
      end_datetime: '2026-03-10T02:15:00.000Z',
      doctor_name: 'Dr. Maria Clara',
    });
    const edited = await send('PUT', `/procedures/${id}`, staff, { name: 'Hydrafacial', booking_note: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Hydrafacial', booking_note: null });
    const arrived = await attendance(id, 'arrived');
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json()).toMatchObject({ attendance: 'arrived', checked_in_at: NOW.toISOString() });
  });

  it('registers a new patient', async () => {
    const patient = await createPatient(t, staff, { first_name: 'Jose', last_name: 'Bautista' });
    expect(patient).toMatchObject({ first_name: 'Jose', last_name: 'Bautista' });
    const booked = await book({ patient_id: patient.id });
    expect(booked.patient_name).toBe('Jose Bautista');
  });
});

describe('clinical fields are for clinical staff', () => {
  it.each(clinicalFields)('refuses %s from the front desk when booking, and saves nothing', async (field, value) => {
    const before = await t.database.db.$count(procedures);
    const refused = await send('POST', '/procedures/', staff, { ...buildBookingInput(patientId), [field]: value });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: SCHEDULE_MESSAGES.clinicalFieldsRefused([field]) });
    expect(await t.database.db.$count(procedures)).toBe(before);
  });

  it.each(clinicalFields)('refuses %s from the front desk on an edit and on a move', async (field, value) => {
    const { id } = await book();
    const edit = await send('PUT', `/procedures/${id}`, staff, { name: 'Hydrafacial', [field]: value });
    expect(edit.statusCode).toBe(403);
    const move = await send('PATCH', `/procedures/${id}/schedule`, staff, {
      start_datetime: '2026-03-02T10:00',
      [field]: value,
    });
    expect(move.statusCode).toBe(403);
    expect(await storedProcedure(id)).toMatchObject({
      name: 'Chemical Peel',
      status: 'scheduled',
      details: null,
      medications: [],
      startDatetime: new Date('2026-03-01T01:30:00.000Z'),
    });
  });

  it('names every clinical field sent, an empty one too', async () => {
    const refused = await send('POST', '/procedures/', staff, {
      ...buildBookingInput(patientId),
      details: '',
      medications: [],
    });
    expect(refused.json()).toEqual({ detail: SCHEDULE_MESSAGES.clinicalFieldsRefused(['details', 'medications']) });
  });

  it('lets clinical staff write them, on a booking of the front desk too', async () => {
    const { id } = await book();
    const charted = await send('PUT', `/procedures/${id}`, doctor, { details: 'Light peel', medications: [] });
    expect(charted.statusCode, charted.body).toBe(200);
    expect(charted.json()).toMatchObject({ details: 'Light peel', booking_note: 'Prefers the afternoon next time' });
    const created = await send('POST', '/procedures/', nurse, buildProcedureInput(patientId));
    expect(created.statusCode, created.body).toBe(200);
  });
});

describe('no-shows', () => {
  it('are refused before the appointment starts, with the reason', async () => {
    const { id } = await book({ start_datetime: '2026-03-10T10:30', end_datetime: '2026-03-10T11:00' });
    const refused = await attendance(id, 'no_show');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: SCHEDULE_MESSAGES.noShowBeforeStart });
    expect(await storedProcedure(id)).toMatchObject({ attendance: 'expected' });
  });

  it('count in the month’s no-show rate at once', async () => {
    const rate = async () =>
      (await t.api({ method: 'GET', url: '/schedule/month-rates?month=2025-11', token: staff })).json().no_show_rate;
    const first = await book({ start_datetime: '2025-11-03T09:00', end_datetime: '2025-11-03T09:30' });
    await book({ start_datetime: '2025-11-04T09:00', end_datetime: '2025-11-04T09:30' });
    expect(await rate()).toBe(0);
    expect((await attendance(first.id, 'no_show')).statusCode).toBe(200);
    expect(await rate()).toBe(0.5);
  });
});

describe('a completed visit', () => {
  it('cannot be checked in nor reminded', async () => {
    const created = await send(
      'POST',
      '/procedures/',
      doctor,
      buildProcedureInput(patientId, { start_datetime: '2026-03-11T09:00', status: 'completed' }),
    );
    const { id } = created.json<Procedure>();
    const checkIn = await attendance(id, 'arrived');
    expect(checkIn.statusCode).toBe(409);
    expect(checkIn.json()).toEqual({ detail: SCHEDULE_MESSAGES.cannotCheckInCompleted });
    const reminder = await t.api({ method: 'POST', url: `/procedures/${id}/reminders`, token: nurse });
    expect(reminder.statusCode).toBe(409);
    expect(reminder.json()).toEqual({ detail: REMINDER_MESSAGES.notScheduled });
    expect(await storedProcedure(id)).toMatchObject({ attendance: 'expected', checkedInAt: null });
  });
});
