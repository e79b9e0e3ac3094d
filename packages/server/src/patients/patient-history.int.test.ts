import { beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_MESSAGES, type PatientAccess, type PatientChange } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { auditEvents } from '../db/schema/index.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { PDF, createPatient, sendPatient } from '../testing/patient-files.ts';

let admin: SignedInUser;
let doctor: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN', { fullName: 'Ana Admin' });
  doctor = await t.signIn('DOCTOR', { fullName: 'Dr. Jose Rizal' });
});

const changes = async (id: number, token = admin.token) =>
  (await t.api({ method: 'GET', url: `/patients/${id}/history/changes`, token })).json<{ items: PatientChange[] }>()
    .items;
const access = async (id: number, token = admin.token) =>
  (await t.api({ method: 'GET', url: `/patients/${id}/history/access`, token })).json<{ items: PatientAccess[] }>()
    .items;
const view = (id: number, token: string) => t.api({ method: 'GET', url: `/patients/${id}`, token });

describe('the changes of a patient', () => {
  it('lists each edited field with its value before and after, and no views', async () => {
    const patient = await createPatient(t, admin.token, { occupation: 'Teacher' });
    await view(patient.id, admin.token);
    const edited = await sendPatient(t, {
      method: 'PUT',
      url: `/patients/${patient.id}`,
      token: doctor.token,
      patientIn: {
        occupation: 'Nurse',
        medical_history: { ...patient.medical_history, eczema: true },
        surgeries: [{ procedure: 'Appendectomy', date: '2020-05-01' }],
      },
    });
    expect(edited.statusCode).toBe(200);

    const [update, create] = await changes(patient.id);
    expect(update).toMatchObject({ action: 'update', entity: 'patient', user_name: 'Dr. Jose Rizal', role: 'DOCTOR' });
    expect(update!.fields).toEqual(
      expect.arrayContaining([
        { field: 'occupation', from: 'Teacher', to: 'Nurse' },
        { field: 'medical_history.eczema', from: false, to: true },
        { field: 'surgeries.0.procedure', from: null, to: 'Appendectomy' },
        { field: 'surgeries.0.date', from: null, to: '2020-05-01' },
      ]),
    );
    expect(update!.fields).toHaveLength(4);
    expect(create).toMatchObject({ action: 'create', entity: 'patient' });
    expect(create!.fields).toEqual([{ field: 'created_by_role', from: null, to: 'ADMIN' }]);
  });

  it('names the file of an upload and the procedure of a procedure or payment', async () => {
    const patient = await createPatient(t, admin.token, {}, [{ name: 'consent.pdf', content: PDF() }]);
    const created = await t.api({
      method: 'POST',
      url: '/procedures/',
      token: doctor.token,
      payload: buildProcedureInput(patient.id, {
        name: 'Chemical Peel',
        transaction: { amount: '1500', payment_mode: 'cash', payment_status: 'pending', payment_date: '2026-03-01' },
      }),
    });
    expect(created.statusCode).toBe(200);
    const procedureId = created.json<{ id: number }>().id;
    const edited = await t.api({
      method: 'PUT',
      url: `/procedures/${procedureId}`,
      token: doctor.token,
      payload: { transaction: { payment_status: 'paid' } },
    });
    expect(edited.statusCode).toBe(200);

    const items = await changes(patient.id);
    const paymentUpdate = items.find((item) => item.entity === 'transaction' && item.action === 'update');
    expect(paymentUpdate).toMatchObject({
      subject: 'Chemical Peel',
      fields: [{ field: 'payment_status', from: 'pending', to: 'paid' }],
    });
    const paymentCreate = items.find((item) => item.entity === 'transaction' && item.action === 'create');
    expect(paymentCreate).toMatchObject({ subject: 'Chemical Peel', user_name: 'Dr. Jose Rizal' });
    expect(paymentCreate!.fields).toEqual(expect.arrayContaining([{ field: 'amount', from: null, to: '1500.00' }]));
    expect(items.filter((item) => item.entity === 'procedure')).toEqual([
      expect.objectContaining({ action: 'create', subject: 'Chemical Peel' }),
    ]);
    expect(items.find((item) => item.entity === 'attachment')).toMatchObject({
      action: 'upload',
      subject: 'consent.pdf',
      fields: [],
    });
  });

  it('answers 404 for an unknown patient and 422 for a malformed id', async () => {
    for (const path of ['changes', 'access']) {
      const missing = await t.api({ method: 'GET', url: `/patients/999999/history/${path}`, token: admin.token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: PATIENT_MESSAGES.notFound });
      const malformed = await t.api({ method: 'GET', url: `/patients/abc/history/${path}`, token: admin.token });
      expect(malformed.statusCode).toBe(422);
    }
  });
});

describe('who read a patient', () => {
  it('counts views and downloads per user per day', async () => {
    const patient = await createPatient(t, admin.token, {}, [{ name: 'scan.pdf', content: PDF() }]);
    for (let index = 0; index < 3; index += 1) await view(patient.id, admin.token);
    await view(patient.id, doctor.token);
    await t.api({
      method: 'GET',
      url: `/patients/${patient.id}/attachments/${patient.attachments[0]!.id}`,
      token: doctor.token,
    });

    const items = await access(patient.id);
    expect(items).toHaveLength(2);
    expect(items.find((item) => item.user_id === admin.user.id)).toMatchObject({
      user_name: 'Ana Admin',
      role: 'ADMIN',
      views: 3,
      downloads: 0,
    });
    expect(items.find((item) => item.user_id === doctor.user.id)).toMatchObject({ views: 1, downloads: 1 });
    expect((await changes(patient.id)).map((item) => item.action)).toEqual(['upload', 'create']);
  });

  it('groups by the clinic day, not the UTC day', async () => {
    const patient = await createPatient(t, admin.token);
    const read = (createdAt: string) => ({
      patientId: patient.id,
      entity: 'patient',
      entityId: String(patient.id),
      action: 'view',
      actorUserId: doctor.user.id,
      actorName: 'Dr. Jose Rizal',
      actorRole: 'DOCTOR',
      createdAt: new Date(createdAt),
    });
    // 23:30 and 23:50 on 5 January in Manila, then 00:30 on 6 January: one UTC day, two clinic days.
    await t.database.db
      .insert(auditEvents)
      .values([read('2026-01-05T15:30:00Z'), read('2026-01-05T15:50:00Z'), read('2026-01-05T16:30:00Z')]);

    expect(await access(patient.id)).toEqual([
      expect.objectContaining({ date: '2026-01-06', views: 1, last_at: '2026-01-05T16:30:00.000Z' }),
      expect.objectContaining({ date: '2026-01-05', views: 2, last_at: '2026-01-05T15:50:00.000Z' }),
    ]);
  });
});

describe('the spec history', () => {
  it('still answers every entry, views included, newest first', async () => {
    const patient = await createPatient(t, admin.token);
    await view(patient.id, admin.token);
    const response = await t.api({ method: 'GET', url: `/patients/${patient.id}/history`, token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ action: string }[]>().map((entry) => entry.action)).toEqual(['view', 'create']);
  });
});
