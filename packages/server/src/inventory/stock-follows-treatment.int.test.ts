import { beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES, type Lot, type LotRecipient, type Procedure } from '@clinic/contracts';
import { buildFacePoint, buildProcedureInput } from '@clinic/contracts/testing';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let admin: SignedInUser;
let doctor: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  doctor = await t.signIn('DOCTOR');
});

let sequence = 0;
async function productWithLot(quantity = 100) {
  sequence += 1;
  const product = await t.api({
    method: 'POST',
    url: '/products',
    token: admin.token,
    payload: { name: `Hyaluronic filler ${sequence}`, category: 'filler', unit: 'mL' },
  });
  const productId: number = product.json().id;
  const lot = await t.api({
    method: 'POST',
    url: `/products/${productId}/lots`,
    token: admin.token,
    payload: {
      lot_number: `HF${sequence}`,
      expiry_date: '2099-12-31',
      quantity_received: quantity,
      received_date: '2026-01-05',
    },
  });
  expect(lot.statusCode, lot.body).toBe(200);
  return { productId, lot: lot.json<Lot>() };
}

const onHand = async (lotId: number) =>
  (await t.api({ method: 'GET', url: `/lots/${lotId}`, token: doctor.token })).json<{ lot: Lot }>().lot.on_hand;

const recipientsOf = async (lotId: number) =>
  (await t.api({ method: 'GET', url: `/lots/${lotId}/recipients`, token: doctor.token })).json<{
    items: LotRecipient[];
  }>().items;

/** The products of a procedure as the patient's Medications tab reads them. */
async function productsOnProfile(patientId: number, procedureId: number) {
  const list = await t.api({ method: 'GET', url: `/procedures/patient/${patientId}`, token: doctor.token });
  return list.json<Procedure[]>().find((procedure) => procedure.id === procedureId)?.products;
}

const setStatus = (id: number, status: string) =>
  t.api({ method: 'PATCH', url: `/procedures/${id}/status?status=${status}`, token: doctor.token });

/** A booked procedure planning 2 mL on a point and 1 mL as a line of the lot. */
async function bookedWithPlan(productId: number, lotId: number) {
  const patient = await createPatient(t, admin.token);
  const booked = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: doctor.token,
    payload: buildProcedureInput(patient.id, {
      status: 'scheduled',
      face_annotations: [{ ...buildFacePoint({ id: 'lips' }), product_id: productId, lot_id: lotId, amount: 2 }],
      product_lines: [{ product_id: productId, lot_id: lotId, amount: 1 }],
    }),
  });
  expect(booked.statusCode, booked.body).toBe(200);
  return { patientId: patient.id, procedure: booked.json<Procedure>() };
}

describe('stock is taken when the treatment happens', () => {
  it('plans at booking, takes at ongoing, keeps at completed, and the recall names only the treated', async () => {
    const { productId, lot } = await productWithLot();
    const { patientId, procedure } = await bookedWithPlan(productId, lot.id);
    expect(await onHand(lot.id)).toBe(100);
    expect(await recipientsOf(lot.id)).toEqual([]);
    expect(procedure.products?.map((usage) => usage.planned)).toEqual([true, true]);
    expect((await productsOnProfile(patientId, procedure.id))?.every((usage) => usage.planned)).toBe(true);

    expect((await setStatus(procedure.id, 'ongoing')).statusCode).toBe(200);
    expect(await onHand(lot.id)).toBe(97);
    expect((await recipientsOf(lot.id)).map((recipient) => recipient.patient_id)).toEqual([patientId]);
    expect((await productsOnProfile(patientId, procedure.id))?.every((usage) => !usage.planned)).toBe(true);

    expect((await setStatus(procedure.id, 'completed')).statusCode).toBe(200);
    expect(await onHand(lot.id)).toBe(97);
    expect((await recipientsOf(lot.id))[0]?.total_amount).toBe(3);
  });

  it('takes stock when a procedure is created already under way, or started by a full edit', async () => {
    const { productId, lot } = await productWithLot();
    const patient = await createPatient(t, admin.token);
    const line = { product_id: productId, lot_id: lot.id, amount: 4 };
    const started = await t.api({
      method: 'POST',
      url: '/procedures/',
      token: doctor.token,
      payload: buildProcedureInput(patient.id, { status: 'completed', product_lines: [line] }),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await onHand(lot.id)).toBe(96);

    const { procedure } = await bookedWithPlan(productId, lot.id);
    const edited = await t.api({
      method: 'PUT',
      url: `/procedures/${procedure.id}`,
      token: doctor.token,
      payload: { status: 'ongoing', details: 'Started' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await onHand(lot.id)).toBe(93);
  });

  it.each([
    ['cancelled', (id: number) => setStatus(id, 'cancelled')],
    ['moved back to scheduled', (id: number) => setStatus(id, 'scheduled')],
    [
      'cancelled by a full edit',
      (id: number) =>
        t.api({ method: 'PUT', url: `/procedures/${id}`, token: doctor.token, payload: { status: 'cancelled' } }),
    ],
    ['deleted', (id: number) => t.api({ method: 'DELETE', url: `/procedures/${id}`, token: doctor.token })],
  ])('gives the units back when the procedure is %s, and the recall forgets the patient', async (_, undo) => {
    const { productId, lot } = await productWithLot();
    const { procedure } = await bookedWithPlan(productId, lot.id);
    await setStatus(procedure.id, 'ongoing');
    expect(await onHand(lot.id)).toBe(97);
    const undone = await undo(procedure.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await onHand(lot.id)).toBe(100);
    expect(await recipientsOf(lot.id)).toEqual([]);
  });

  it('refuses to start (409) when the lot no longer covers the plan, and changes nothing', async () => {
    const { productId, lot } = await productWithLot(5);
    const first = await bookedWithPlan(productId, lot.id);
    const second = await bookedWithPlan(productId, lot.id);
    expect((await setStatus(first.procedure.id, 'ongoing')).statusCode).toBe(200);
    expect(await onHand(lot.id)).toBe(2);

    const refused = await setStatus(second.procedure.id, 'ongoing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: INVENTORY_MESSAGES.notEnoughStock(lot.lot_number, '2', 'mL') });
    const after = await t.api({ method: 'GET', url: `/procedures/${second.procedure.id}`, token: doctor.token });
    expect(after.json<Procedure>().status).toBe('scheduled');
    expect(await onHand(lot.id)).toBe(2);
    expect((await recipientsOf(lot.id)).map((recipient) => recipient.patient_id)).toEqual([first.patientId]);
  });
});
