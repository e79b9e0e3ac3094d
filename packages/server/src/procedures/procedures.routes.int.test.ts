import { beforeAll, describe, expect, it } from 'vitest';
import { PROCEDURE_MESSAGES, procedureSchema } from '@clinic/contracts';
import { z } from 'zod';
import { buildFacePoint, buildProcedureInput } from '@clinic/contracts/testing';
import { eq } from 'drizzle-orm';
import { auditEvents, faceAnnotationSets, patients, procedureTransactions, procedures } from '../db/schema/index.ts';
import { useTestApp } from '../testing/test-app.ts';

let doctor: string;
const t = useTestApp();
beforeAll(async () => {
  doctor = (await t.signIn('DOCTOR')).token;
});

async function insertPatient(firstName = 'Ana', lastName = 'Reyes'): Promise<number> {
  const [row] = await t.database.db
    .insert(patients)
    .values({ firstName, lastName, sex: 'F', dateOfBirth: '1990-01-01', createdByRole: 'ADMIN' })
    .returning({ id: patients.id });
  if (!row) throw new Error('no patient');
  return row.id;
}

const create = (payload: unknown, token = doctor) =>
  t.api({ method: 'POST', url: '/procedures/', token, payload: payload as object });
const messages = (body: { detail: unknown }) =>
  typeof body.detail === 'string' ? [body.detail] : (body.detail as { msg: string }[]).map((issue) => issue.msg);

async function createProcedure(patientId: number, overrides: Record<string, unknown> = {}) {
  const response = await create({ ...buildProcedureInput(patientId), ...overrides });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; status: string; details: string | null };
}

describe('creating a procedure', () => {
  it('saves the procedure, its points and its payment in one call', async () => {
    const patientId = await insertPatient();
    const response = await create(
      buildProcedureInput(patientId, {
        face_annotations: [buildFacePoint(), buildFacePoint({ view: 'side', x: 10, y: 90 })],
        transaction: { amount: '1500.50', payment_mode: 'card' },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      patient_id: patientId,
      patient_name: 'Ana Reyes',
      name: 'Chemical Peel',
      status: 'scheduled',
      start_datetime: '2026-03-01T01:30:00.000Z',
      transaction: { amount: '1500.50', payment_mode: 'card', payment_status: 'pending' },
    });
    const details = JSON.parse(body.details);
    expect(details.originalDetails).toBe('Light peel, sensitive skin');
    expect(details.faceAnnotations.points.map((point: { label: string }) => point.label)).toEqual([
      'Point 1',
      'Point 2',
    ]);

    const set = await t.api({ method: 'GET', url: `/face-annotations/procedure/${body.id}`, token: doctor });
    expect(set.json().annotations).toHaveLength(2);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.patientId, patientId));
    expect(audit.map((entry) => `${entry.entity} ${entry.action}`).sort()).toEqual([
      'face_annotation save',
      'procedure create',
      'transaction create',
    ]);
  });

  it('defaults the payment to cash, pending, today and 0', async () => {
    const patientId = await insertPatient();
    const body = (await create(buildProcedureInput(patientId, { transaction: {} }))).json();
    expect(body.transaction).toMatchObject({ amount: '0.00', payment_mode: 'cash', payment_status: 'pending' });
    expect(body.transaction.payment_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    [{ patient_id: 999_999 }, PROCEDURE_MESSAGES.invalidPatient],
    [{ patient_id: 'x' }, PROCEDURE_MESSAGES.invalidPatient],
    [{ name: '' }, PROCEDURE_MESSAGES.nameRequired],
    [{ doctor_name: '  ' }, PROCEDURE_MESSAGES.doctorRequired],
    [{ status: 'done' }, PROCEDURE_MESSAGES.statusRequired],
    [{ end_datetime: '2026-02-28T10:00' }, PROCEDURE_MESSAGES.endBeforeStart],
    [{ medications: [{ name: '' }] }, PROCEDURE_MESSAGES.medicationNameRequired],
    [{ details: '{"originalDetails": "x", ' }, PROCEDURE_MESSAGES.invalidDetails],
    [{ face_annotations: [buildFacePoint({ x: 120 })] }, 'Position must be between 0 and 100'],
    [{ face_annotations: [buildFacePoint({ view: 'top' as 'front' })] }, 'View must be front or side'],
    [{ transaction: { amount: '1.234' } }, 'Amount must be a number with at most 2 decimal places'],
    [{ transaction: { amount: '-5' } }, 'Amount must be a number with at most 2 decimal places'],
  ])('refuses %j with 422 and leaves nothing behind', async (overrides, message) => {
    const patientId = await insertPatient();
    const response = await create({ ...buildProcedureInput(patientId), ...overrides });
    expect(response.statusCode).toBe(422);
    expect(messages(response.json())).toContain(message);
    const left = await t.database.db.select().from(procedures).where(eq(procedures.patientId, patientId));
    expect(left).toHaveLength(0);
  });

  it('rolls the procedure back when a later step fails', async () => {
    const patientId = await insertPatient();
    // An amount over numeric(12,2) passes the schema's digit count check only at the database.
    const response = await create(
      buildProcedureInput(patientId, {
        face_annotations: [buildFacePoint()],
        transaction: { payment_date: '2026-02-30' },
      }),
    );
    expect(response.statusCode).toBe(422);
    const patientRows = await t.database.db.select().from(procedures).where(eq(procedures.patientId, patientId));
    expect(patientRows).toHaveLength(0);
  });

  it('keeps nothing when the payment insert fails inside the transaction', async () => {
    const patientId = await insertPatient();
    const before = await t.database.db.select().from(faceAnnotationSets);
    await t.database.db.execute(
      // A trigger stands in for any failure of the last step.
      `create or replace function fail_payment() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`,
    );
    await t.database.db.execute(
      `create trigger fail_payment before insert on procedure_transactions for each row execute function fail_payment()`,
    );
    try {
      const response = await create(
        buildProcedureInput(patientId, { face_annotations: [buildFacePoint()], transaction: { amount: '10' } }),
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(`drop trigger fail_payment on procedure_transactions`);
    }
    expect(await t.database.db.select().from(procedures).where(eq(procedures.patientId, patientId))).toHaveLength(0);
    expect(await t.database.db.select().from(faceAnnotationSets)).toHaveLength(before.length);
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.patientId, patientId))).toHaveLength(0);
  });
});

describe('reading procedures', () => {
  it('lists with filters, sorting, paging and stats for the same filters', async () => {
    const patientId = await insertPatient('Zed', 'Alpha');
    const doctorName = `Dr. Unique ${Date.now()}`;
    await createProcedure(patientId, {
      doctor_name: doctorName,
      name: 'B',
      start_datetime: '2026-04-01T10:00',
      status: 'scheduled',
    });
    await createProcedure(patientId, {
      doctor_name: doctorName,
      name: 'A',
      start_datetime: '2026-04-02T10:00',
      status: 'completed',
    });
    await createProcedure(patientId, {
      doctor_name: doctorName,
      name: 'C',
      start_datetime: '2026-04-03T10:00',
      status: 'ongoing',
      transaction: { amount: '5' },
    });
    const list = async (query: string) =>
      (
        await t.api({
          method: 'GET',
          url: `/procedures/?doctor_name=${encodeURIComponent(doctorName.toLowerCase())}&${query}`,
          token: doctor,
        })
      ).json();

    const all = await list('');
    expect(all.items.map((item: { name: string }) => item.name)).toEqual(['C', 'A', 'B']);
    expect(all).toMatchObject({
      total: 3,
      totalPages: 1,
      stats: { scheduled: 1, ongoing: 1, completed: 1, cancelled: 0 },
    });
    expect((await list('sortBy=name&sortOrder=asc')).items[0].name).toBe('A');
    expect((await list('sortBy=amount&sortOrder=desc')).items[0].name).toBe('C');
    expect((await list('status=completed')).items.map((item: { name: string }) => item.name)).toEqual(['A']);
    expect((await list('start_date=2026-04-02&end_date=2026-04-02')).total).toBe(1);
    // Requests of one shape share a statement built once; each is answered for its own values.
    expect((await list('status=scheduled')).items.map((item: { name: string }) => item.name)).toEqual(['B']);
    expect(await list('start_date=2026-04-03&end_date=2026-04-03')).toMatchObject({
      items: [{ name: 'C' }],
      stats: { scheduled: 0, ongoing: 1, completed: 0, cancelled: 0 },
    });
    expect(await list('start_date=2026-04-02T00:00&end_date=2026-04-02T23:00&sortBy=patient_name')).toMatchObject({
      items: [{ name: 'A' }],
    });
    expect(await list('start_date=2026-04-01T00:00&end_date=2026-04-01T23:00&sortBy=patient_name')).toMatchObject({
      items: [{ name: 'B' }],
    });
    const paged = await list('page=2&page_size=2');
    expect(paged).toMatchObject({ total: 3, totalPages: 2 });
    expect(paged.items).toHaveLength(1);
    // The counts come with the page's rows; a page past the end still has them.
    expect(await list('page=3&page_size=2')).toMatchObject({ items: [], total: 3, totalPages: 2, stats: all.stats });
    expect(await list('sortBy=patient_name&sortOrder=asc')).toMatchObject({ total: 3, stats: all.stats });
    // A time of day is counted from the procedures themselves rather than from the daily counts.
    expect(await list('start_date=2026-04-02T00:00&end_date=2026-04-03T09:00')).toMatchObject({
      total: 1,
      stats: { scheduled: 0, ongoing: 0, completed: 1, cancelled: 0 },
    });

    const stats = await t.api({
      method: 'GET',
      url: `/procedures/dashboard/stats?doctor_name=${encodeURIComponent(doctorName)}`,
      token: doctor,
    });
    expect(stats.json()).toEqual({ total: 3, scheduled: 1, ongoing: 1, completed: 1, cancelled: 0 });
  });

  it('refuses an unknown sort column and a bad date filter', async () => {
    expect((await t.api({ method: 'GET', url: '/procedures/?sortBy=details', token: doctor })).statusCode).toBe(422);
    expect((await t.api({ method: 'GET', url: '/procedures/?start_date=2026-13-01', token: doctor })).statusCode).toBe(
      422,
    );
    expect((await t.api({ method: 'GET', url: '/procedures/?status=done', token: doctor })).statusCode).toBe(422);
  });

  it('sorts by payment amount across pages, a procedure without a payment as 0', async () => {
    const patientId = await insertPatient();
    const doctorName = `Dr. Amount ${Date.now()}`;
    for (const amount of ['20', '5', '300', '7'])
      await createProcedure(patientId, { doctor_name: doctorName, transaction: { amount } });
    const unpaid = await createProcedure(patientId, { doctor_name: doctorName });
    await t.database.db.delete(procedureTransactions).where(eq(procedureTransactions.procedureId, unpaid.id));

    const amounts = async (query: string) =>
      (
        await t.api({
          method: 'GET',
          url: `/procedures/?doctor_name=${encodeURIComponent(doctorName)}&sortBy=amount&page_size=3&${query}`,
          token: doctor,
        })
      )
        .json()
        .items.map((item: { transaction: { amount: string } | null }) => item.transaction?.amount ?? 'none');
    expect(await amounts('sortOrder=asc&page=1')).toEqual(['none', '5.00', '7.00']);
    expect(await amounts('sortOrder=asc&page=2')).toEqual(['20.00', '300.00']);
    expect(await amounts('sortOrder=desc&page=1')).toEqual(['300.00', '20.00', '7.00']);
    expect(await amounts('sortOrder=desc&page=3')).toEqual([]);
  });

  it('lists a patient by status group, newest first within each', async () => {
    const patientId = await insertPatient();
    for (const [status, start] of [
      ['cancelled', '2026-05-05T10:00'],
      ['completed', '2026-05-04T10:00'],
      ['scheduled', '2026-05-01T10:00'],
      ['scheduled', '2026-05-03T10:00'],
      ['ongoing', '2026-05-02T10:00'],
    ]) {
      await createProcedure(patientId, { status, start_datetime: start });
    }
    const response = await t.api({ method: 'GET', url: `/procedures/patient/${patientId}`, token: doctor });
    expect(
      response
        .json()
        .map(
          (item: { status: string; start_datetime: string }) => `${item.status} ${item.start_datetime.slice(0, 10)}`,
        ),
    ).toEqual([
      'scheduled 2026-05-03',
      'scheduled 2026-05-01',
      'ongoing 2026-05-02',
      'completed 2026-05-04',
      'cancelled 2026-05-05',
    ]);
  });

  it('answers a patient’s list in the contract’s shape, and shows a write to anything it reads at once', async () => {
    const patientId = await insertPatient('Luz', 'Ocampo');
    const { id } = await createProcedure(patientId, { transaction: { amount: 1500 } });
    const list = async () => {
      const response = await t.api({ method: 'GET', url: `/procedures/patient/${patientId}`, token: doctor });
      expect(response.statusCode, response.body).toBe(200);
      return z.array(procedureSchema).parse(response.json());
    };
    expect((await list())[0]).toMatchObject({ id, patient_name: 'Luz Ocampo', transaction: { amount: '1500.00' } });

    // Written straight in the database, as another server would: the kept answer is not used again.
    await t.database.db
      .update(procedureTransactions)
      .set({ amount: '1750.00' })
      .where(eq(procedureTransactions.procedureId, id));
    expect((await list())[0]?.transaction?.amount).toBe('1750.00');
    await t.database.db.update(patients).set({ lastName: 'Cruz' }).where(eq(patients.id, patientId));
    expect((await list())[0]?.patient_name).toBe('Luz Cruz');
  });

  it('answers each procedure of a patient’s list with the values of the procedure’s own read', async () => {
    const admin = (await t.signIn('ADMIN')).token;
    const product = await t.api({
      method: 'POST',
      url: '/products',
      token: admin,
      payload: { name: 'Hyaluronic filler', category: 'filler', unit: 'mL' },
    });
    const productId: number = product.json().id;
    const lot = await t.api({
      method: 'POST',
      url: `/products/${productId}/lots`,
      token: admin,
      payload: { lot_number: 'HF1', expiry_date: '2099-12-31', quantity_received: 10, received_date: '2026-01-05' },
    });
    expect(lot.statusCode, lot.body).toBe(200);
    const patientId = await insertPatient('Rosa', 'Lim');
    const full = await createProcedure(patientId, {
      face_annotations: [
        { ...buildFacePoint({ id: 'lips' }), product_id: productId, lot_id: lot.json().id, amount: 2 },
      ],
      product_lines: [{ product_id: productId, lot_id: lot.json().id, amount: 1 }],
      transaction: { amount: '2500.00', payment_mode: 'card' },
    });
    const bare = await createProcedure(patientId, { details: null, start_datetime: '2026-03-02T01:30:00.000Z' });
    const otherPatient = await insertPatient('Nena', 'Go');
    await createProcedure(otherPatient, { transaction: { amount: '100.00' } });

    const list = await t.api({ method: 'GET', url: `/procedures/patient/${patientId}`, token: doctor });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<object[]>();
    expect(items).toHaveLength(2);
    const reads = await Promise.all(
      [bare.id, full.id].map((id) => t.api({ method: 'GET', url: `/procedures/${id}`, token: doctor })),
    );
    expect(items).toEqual(reads.map((read) => read.json()));
    expect(items[1]).toMatchObject({ transaction: { amount: '2500.00' }, products: [{}, {}] });
  });

  it('answers 404 for an unknown procedure', async () => {
    const response = await t.api({ method: 'GET', url: '/procedures/987654', token: doctor });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: PROCEDURE_MESSAGES.notFound });
  });
});

describe('changing procedures', () => {
  it('updates fields, the diagram and the payment together, keeping points when only the text changes', async () => {
    const patientId = await insertPatient();
    const created = await createProcedure(patientId, { face_annotations: [buildFacePoint({ id: 'p1' })] });
    const updated = await t.api({
      method: 'PUT',
      url: `/procedures/${created.id}`,
      token: doctor,
      payload: {
        details: 'New notes',
        start_datetime: '2026-03-02T09:00',
        transaction: { amount: '250', payment_status: 'paid' },
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const body = updated.json();
    expect(JSON.parse(body.details)).toMatchObject({
      originalDetails: 'New notes',
      faceAnnotations: { points: [{ id: 'p1' }] },
    });
    expect(body.transaction).toMatchObject({ amount: '250.00', payment_status: 'paid' });

    const endBefore = await t.api({
      method: 'PUT',
      url: `/procedures/${created.id}`,
      token: doctor,
      payload: { end_datetime: '2026-03-01T00:00' },
    });
    expect(endBefore.statusCode).toBe(422);
    expect(endBefore.json().detail).toBe(PROCEDURE_MESSAGES.endBeforeStart);
  });

  it('locks a completed procedure, its status too', async () => {
    const patientId = await insertPatient();
    const { id } = await createProcedure(patientId, { face_annotations: [buildFacePoint({ id: 'p1' })] });
    const patched = await t.api({ method: 'PATCH', url: `/procedures/${id}/status?status=completed`, token: doctor });
    expect(patched.json().status).toBe('completed');

    const edit = await t.api({ method: 'PUT', url: `/procedures/${id}`, token: doctor, payload: { name: 'Other' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toContain('completed procedure');
    const removal = await t.api({ method: 'DELETE', url: `/procedures/${id}`, token: doctor });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().detail).toContain('completed procedure');
    const point = await t.api({ method: 'DELETE', url: `/face-annotations/${id}/points/p1`, token: doctor });
    expect(point.statusCode).toBe(409);

    const unlocked = await t.api({
      method: 'PUT',
      url: `/procedures/${id}`,
      token: doctor,
      payload: { status: 'ongoing' },
    });
    expect(unlocked.statusCode).toBe(409);
    expect(unlocked.json().detail).toBe(PROCEDURE_MESSAGES.lockedWarning);
  });

  it('refuses an unknown status on the status call', async () => {
    const { id } = await createProcedure(await insertPatient());
    expect(
      (await t.api({ method: 'PATCH', url: `/procedures/${id}/status?status=done`, token: doctor })).statusCode,
    ).toBe(422);
  });

  it('reads a status in any case, and IN_PROGRESS as ongoing', async () => {
    const patientId = await insertPatient();
    expect((await createProcedure(patientId, { status: 'SCHEDULED' })).status).toBe('scheduled');
    const { id } = await createProcedure(patientId);
    const patched = await t.api({ method: 'PATCH', url: `/procedures/${id}/status?status=IN_PROGRESS`, token: doctor });
    expect(patched.json().status).toBe('ongoing');
    const listed = await t.api({
      method: 'GET',
      url: `/procedures/?patient_id=${patientId}&status=in_progress`,
      token: doctor,
    });
    expect(listed.json().items.map((item: { id: number }) => item.id)).toEqual([id]);
  });

  it('deletes an open procedure with its points and payment, and audits it', async () => {
    const patientId = await insertPatient();
    const { id } = await createProcedure(patientId, {
      face_annotations: [buildFacePoint()],
      transaction: { amount: '1' },
    });
    const response = await t.api({ method: 'DELETE', url: `/procedures/${id}`, token: doctor });
    expect(response.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(procedureTransactions).where(eq(procedureTransactions.procedureId, id)),
    ).toHaveLength(0);
    expect((await t.api({ method: 'GET', url: `/procedures/${id}`, token: doctor })).statusCode).toBe(404);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.patientId, patientId));
    expect(audit.map((entry) => entry.action)).toContain('delete');
  });
});
