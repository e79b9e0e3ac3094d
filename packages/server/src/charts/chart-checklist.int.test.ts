import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHART_MESSAGES,
  type ChartChecklist,
  type IncompleteChartsReport,
  type Note,
  type StaleNoteDrafts,
} from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { createPatient } from '../testing/patient-files.ts';
import { buildSignature } from '../testing/consent-signing.ts';
import { createPricedService } from '../testing/billing.ts';
import { takePhoto } from '../testing/photos/photo-requests.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let now = new Date('2026-03-10T02:00:00Z');
// Drafts are flagged after an hour here, so the clock moves past it without ending the sessions.
const t = useTestApp({
  clock: () => now,
  environment: { NOTE_AUTOLOCK_HOURS: '1', SESSION_IDLE_MINUTES: '120' },
});

let admin: SignedInUser;
let doctor: SignedInUser;
let otherDoctor: SignedInUser;
let nurse: SignedInUser;
let staff: SignedInUser;
let patientId: number;

beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  doctor = await t.signIn('DOCTOR', { fullName: 'Liza Soriano' });
  otherDoctor = await t.signIn('DOCTOR', { fullName: 'Paolo Cruz' });
  nurse = await t.signIn('NURSE');
  staff = await t.signIn('STAFF');
  patientId = (await createPatient(t, admin.token)).id;
});

async function newProcedure(overrides: Parameters<typeof buildProcedureInput>[1] = {}) {
  const response = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: admin.token,
    payload: buildProcedureInput(patientId, { status: 'ongoing', ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

async function checklistOf(procedureId: number, token = nurse.token) {
  const response = await t.api({ method: 'GET', url: `/procedures/${procedureId}/chart-checklist`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChartChecklist>();
}

const doneByKey = (checklist: ChartChecklist) =>
  Object.fromEntries(checklist.items.map((item) => [item.key, [item.done, item.detail]]));

async function signedNote(author: SignedInUser, procedureId: number) {
  const created = await t.api({
    method: 'POST',
    url: `/procedures/${procedureId}/notes`,
    token: author.token,
    payload: { sections: { Plan: 'Review in two weeks' } },
  });
  expect(created.statusCode, created.body).toBe(200);
  const signed = await t.api({
    method: 'POST',
    url: `/notes/${created.json<Note>().id}/sign`,
    token: author.token,
    payload: { password: author.password },
  });
  expect(signed.statusCode, signed.body).toBe(200);
}

describe('a procedure’s chart checklist', () => {
  it('says what is missing, item by item, and turns complete as each is done', async () => {
    const template = await t.api({
      method: 'POST',
      url: '/consent-templates',
      token: admin.token,
      payload: { title: 'Thread lift consent', body: 'Bruising may occur.', procedure_names: ['Thread lift'] },
    });
    expect(template.statusCode, template.body).toBe(200);
    const service = await createPricedService(t, admin.token, {
      name: 'Thread lift',
      photos_before_required: 2,
      photos_after_required: 1,
    });
    expect(service).toMatchObject({ photos_before_required: 2, photos_after_required: 1 });
    const procedureId = await newProcedure({
      name: 'Thread lift',
      service_id: service.id,
      status: 'scheduled',
      face_annotations: [
        { id: 'a', x: 40, y: 30, condition: 'Sagging', treatment: 'Thread', medications: 'Lidocaine 2%' },
        { id: 'b', x: 60, y: 30, condition: 'Sagging', treatment: 'Thread' },
      ],
      transaction: { amount: '15000', payment_status: 'pending' },
    });

    const first = await checklistOf(procedureId);
    expect(first.complete).toBe(false);
    expect(first.items.map((item) => item.label)).toEqual([
      'Consent signed',
      'Before photos',
      'After photos',
      'Lot of every product on a face point',
      'Signed note',
      'Payment settled',
    ]);
    expect(doneByKey(first)).toEqual({
      consent: [false, '1 consent to sign'],
      photos_before: [false, '0 of 2 taken'],
      photos_after: [false, '0 of 1 taken'],
      lots: [false, 'No lot on Point 1'],
      signed_note: [false, 'No note yet'],
      payment: [false, 'Not paid yet'],
    });

    const consent = await t.api({
      method: 'POST',
      url: `/procedures/${procedureId}/consents`,
      token: nurse.token,
      payload: buildSignature(template.json<{ id: number }>().id),
    });
    expect(consent.statusCode, consent.body).toBe(200);
    await takePhoto(t, nurse.token, procedureId, { kind: 'before' });
    await takePhoto(t, nurse.token, procedureId, { kind: 'before', angle: 'left_45' });
    await takePhoto(t, nurse.token, procedureId, { kind: 'after' });
    const points = await t.api({
      method: 'POST',
      url: '/face-annotations',
      token: nurse.token,
      payload: {
        procedure_id: procedureId,
        patient_id: patientId,
        annotations: [{ id: 'a', x: 40, y: 30, condition: 'Sagging', treatment: 'Thread' }],
      },
    });
    expect(points.statusCode, points.body).toBe(200);
    const draft = await t.api({
      method: 'POST',
      url: `/procedures/${procedureId}/notes`,
      token: doctor.token,
      payload: { sections: { Plan: 'Review' } },
    });
    expect(draft.statusCode, draft.body).toBe(200);

    const middle = await checklistOf(procedureId);
    expect(doneByKey(middle)).toEqual({
      consent: [true, 'Every consent needed is signed'],
      photos_before: [true, '2 of 2 taken'],
      photos_after: [true, '1 of 1 taken'],
      lots: [true, 'No product on a face point'],
      signed_note: [false, 'A note is written but not signed'],
      payment: [false, 'Not paid yet'],
    });

    await signedNote(doctor, procedureId);
    const paid = await t.api({
      method: 'PUT',
      url: `/procedures/${procedureId}`,
      token: admin.token,
      payload: { transaction: { payment_status: 'paid' } },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const last = await checklistOf(procedureId, staff.token);
    expect(last.complete).toBe(true);
    expect(last.items.every((item) => item.done)).toBe(true);
  });

  it('needs nothing of a service that asks for no photos and of a procedure no consent names', async () => {
    const procedureId = await newProcedure({ name: 'Skin check' });
    const checklist = await checklistOf(procedureId);
    expect(doneByKey(checklist)).toMatchObject({
      consent: [true, 'No consent is needed for this procedure'],
      photos_before: [true, 'None needed'],
      photos_after: [true, 'None needed'],
    });
  });

  it('answers 404 for a procedure that does not exist, and is not read by the kiosk', async () => {
    const missing = await t.api({ method: 'GET', url: '/procedures/999999/chart-checklist', token: nurse.token });
    expect(missing.statusCode).toBe(404);
    const kiosk = await t.signIn('KIOSK');
    const procedureId = await newProcedure();
    const refused = await t.api({
      method: 'GET',
      url: `/procedures/${procedureId}/chart-checklist`,
      token: kiosk.token,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lets a procedure be completed with missing items while the setting is off', async () => {
    const procedureId = await newProcedure({ name: 'Laser toning' });
    expect((await checklistOf(procedureId)).complete).toBe(false);
    const completed = await t.api({
      method: 'PATCH',
      url: `/procedures/${procedureId}/status?status=completed`,
      token: nurse.token,
    });
    expect(completed.statusCode, completed.body).toBe(200);
  });
});

describe('the incomplete-charts report', () => {
  const report = (query: string, token = admin.token) =>
    t.api({ method: 'GET', url: `/reports/incomplete-charts?${query}`, token });

  it('lists the period’s treated procedures with incomplete charts, by doctor, with what each misses', async () => {
    const incomplete = await newProcedure({
      name: 'Report peel',
      doctor_name: 'Dr. Report A',
      start_datetime: '2025-06-02T09:00',
    });
    const complete = await newProcedure({
      name: 'Report consult',
      doctor_name: 'Dr. Report A',
      start_datetime: '2025-06-03T09:00',
      transaction: { amount: '500', payment_status: 'paid' },
    });
    await signedNote(doctor, complete);
    const otherDoctorsChart = await newProcedure({
      name: 'Report facial',
      doctor_name: 'Dr. Report B',
      start_datetime: '2025-06-30T23:30',
      transaction: { amount: '500', payment_status: 'paid' },
    });
    // Booked, not treated; and outside the period (1 July in Manila).
    await newProcedure({ doctor_name: 'Dr. Report A', start_datetime: '2025-06-04T09:00', status: 'scheduled' });
    await newProcedure({ doctor_name: 'Dr. Report B', start_datetime: '2025-07-01T00:30' });

    const response = await report('from=2025-06-01&to=2025-06-30');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<IncompleteChartsReport>();
    expect(body.doctors.map((doctor) => doctor.doctor_name)).toEqual(['Dr. Report A', 'Dr. Report B']);
    const [first, second] = body.doctors;
    expect(first!.procedures.map((row) => row.procedure_id)).toEqual([incomplete]);
    expect(first!.procedures[0]!.missing.map((item) => item.label)).toEqual(['Signed note', 'Payment settled']);
    expect(second!.procedures.map((row) => [row.procedure_id, row.procedure_name])).toEqual([
      [otherDoctorsChart, 'Report facial'],
    ]);
    expect(second!.procedures[0]!.missing.map((item) => item.key)).toEqual(['signed_note']);
  });

  it('refuses a period backwards or without dates, and every role but administrators', async () => {
    const backwards = await report('from=2025-06-30&to=2025-06-01');
    expect(backwards.statusCode).toBe(422);
    expect(JSON.stringify(backwards.json())).toContain(CHART_MESSAGES.periodOrder);
    expect((await report('from=2025-06-01')).statusCode).toBe(422);
    for (const user of [doctor, nurse, staff]) {
      expect((await report('from=2025-06-01&to=2025-06-30', user.token)).statusCode).toBe(403);
    }
    const superadmin = await t.signIn('SUPERADMIN');
    expect((await report('from=2025-06-01&to=2025-06-30', superadmin.token)).statusCode).toBe(200);
  });
});

describe('note drafts left unsigned', () => {
  const staleDrafts = (user: SignedInUser) =>
    t.api({ method: 'GET', url: '/notes/stale-drafts', token: user.token }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<StaleNoteDrafts>();
    });

  it('are flagged after NOTE_AUTOLOCK_HOURS to their author and to administrators, and never sign themselves', async () => {
    const procedureId = await newProcedure({ name: 'Draft left' });
    const draft = await t.api({
      method: 'POST',
      url: `/procedures/${procedureId}/notes`,
      token: otherDoctor.token,
      payload: { sections: { Plan: 'To finish' } },
    });
    const noteId = draft.json<Note>().id;
    expect((await staleDrafts(otherDoctor)).drafts.map((row) => row.note_id)).not.toContain(noteId);

    now = new Date(now.getTime() + 61 * 60 * 1000);
    const own = await staleDrafts(otherDoctor);
    expect(own.hours).toBe(1);
    expect(own.drafts).toEqual([
      expect.objectContaining({ note_id: noteId, procedure_id: procedureId, author_name: 'Paolo Cruz' }),
    ]);
    expect((await staleDrafts(admin)).drafts.map((row) => row.note_id)).toContain(noteId);
    expect((await staleDrafts(doctor)).drafts.map((row) => row.note_id)).not.toContain(noteId);
    const refused = await t.api({ method: 'GET', url: '/notes/stale-drafts', token: staff.token });
    expect(refused.statusCode).toBe(403);

    const notes = await t.api({ method: 'GET', url: `/procedures/${procedureId}/notes`, token: admin.token });
    expect(JSON.stringify(notes.json())).toContain('"signed_at":null');
  });
});
