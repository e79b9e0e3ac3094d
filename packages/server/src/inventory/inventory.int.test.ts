import { beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES, type InventoryResponse, type Lot, type Procedure } from '@clinic/contracts';
import { buildFacePoint, buildProcedureInput } from '@clinic/contracts/testing';
import { and, eq, sql } from 'drizzle-orm';
import { lotAdjustments, lotUsages, procedures, productLots } from '../db/schema/index.ts';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let admin: SignedInUser;
let superadmin: SignedInUser;
let doctor: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  superadmin = await t.signIn('SUPERADMIN');
  doctor = await t.signIn('DOCTOR');
});

let sequence = 0;
async function productWithLot(lot: { quantity?: number; expiry?: string } = {}) {
  sequence += 1;
  const product = await t.api({
    method: 'POST',
    url: '/products',
    token: admin.token,
    payload: { name: `Botulinum toxin ${sequence}`, category: 'toxin', unit: 'U', low_stock_threshold: 50 },
  });
  expect(product.statusCode, product.body).toBe(200);
  const productId: number = product.json().id;
  const created = await t.api({
    method: 'POST',
    url: `/products/${productId}/lots`,
    token: admin.token,
    payload: {
      lot_number: `AB${sequence}`,
      expiry_date: lot.expiry ?? '2027-03-31',
      quantity_received: lot.quantity ?? 100,
      received_date: '2026-01-05',
      supplier: 'Allergan PH',
      confirm_expired: true,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  return { productId, lot: created.json<Lot>() };
}

const lotNow = async (lotId: number) =>
  (await t.api({ method: 'GET', url: `/lots/${lotId}`, token: doctor.token })).json<{ lot: Lot }>().lot;

/** On hand as the rows say it: received, less every usage taken and every removal, plus stock found. */
async function onHandFromRows(lotId: number): Promise<number> {
  const db = t.database.db;
  const [lot] = await db.select().from(productLots).where(eq(productLots.id, lotId));
  const [used] = await db
    .select({ sum: sql<string>`coalesce(sum(${lotUsages.amount}), 0)` })
    .from(lotUsages)
    .where(and(eq(lotUsages.lotId, lotId), eq(lotUsages.taken, true)));
  const [adjusted] = await db
    .select({
      sum: sql<string>`coalesce(sum(case when ${lotAdjustments.kind} = 'found_stock' then -${lotAdjustments.quantity} else ${lotAdjustments.quantity} end), 0)`,
    })
    .from(lotAdjustments)
    .where(eq(lotAdjustments.lotId, lotId));
  return Number(lot!.quantityReceived) - Number(used!.sum) - Number(adjusted!.sum);
}

async function expectOnHand(lotId: number, expected: number) {
  expect((await lotNow(lotId)).on_hand).toBe(expected);
  expect(await onHandFromRows(lotId)).toBe(expected);
}

const point = (productId: number, lotId: number, amount: number, id = 'p1') => ({
  ...buildFacePoint({ id }),
  product_id: productId,
  lot_id: lotId,
  amount,
});

/** A procedure under way: only treatments that happened take stock. */
const treatment = (patientId: number, overrides: Parameters<typeof buildProcedureInput>[1] = {}) =>
  buildProcedureInput(patientId, { status: 'ongoing', ...overrides });

async function saveProcedure(payload: object, id?: number) {
  return t.api({
    method: id ? 'PUT' : 'POST',
    url: id ? `/procedures/${id}` : '/procedures/',
    token: doctor.token,
    payload,
  });
}

describe('stock used by procedures', () => {
  it('reconciles after create, edit, a line, delete, archive and restore', async () => {
    const { productId, lot } = await productWithLot();
    const patient = await createPatient(t, admin.token);
    const created = await saveProcedure(treatment(patient.id, { face_annotations: [point(productId, lot.id, 20)] }));
    expect(created.statusCode, created.body).toBe(200);
    const procedure = created.json<Procedure>();
    expect(procedure.products).toEqual([
      expect.objectContaining({ lot_number: lot.lot_number, amount: 20, unit: 'U' }),
    ]);
    await expectOnHand(lot.id, 80);

    const edited = await saveProcedure({ face_annotations: [point(productId, lot.id, 15)] }, procedure.id);
    expect(edited.statusCode, edited.body).toBe(200);
    await expectOnHand(lot.id, 85);

    await saveProcedure({ product_lines: [{ product_id: productId, lot_id: lot.id, amount: 5 }] }, procedure.id);
    await expectOnHand(lot.id, 80);
    await saveProcedure({ face_annotations: [] }, procedure.id);
    await expectOnHand(lot.id, 95);

    const deleted = await t.api({ method: 'DELETE', url: `/procedures/${procedure.id}`, token: doctor.token });
    expect(deleted.statusCode).toBe(200);
    await expectOnHand(lot.id, 100);

    const kept = await saveProcedure(treatment(patient.id, { face_annotations: [point(productId, lot.id, 30)] }));
    expect(kept.statusCode).toBe(200);
    await expectOnHand(lot.id, 70);
    expect((await t.api({ method: 'DELETE', url: `/patients/${patient.id}`, token: admin.token })).statusCode).toBe(
      200,
    );
    await expectOnHand(lot.id, 70);
    const whileArchived = await t.api({ method: 'GET', url: `/lots/${lot.id}/recipients`, token: doctor.token });
    expect(whileArchived.json().items).toEqual([]);
    const restored = await t.api({
      method: 'POST',
      url: `/patients/archived/${patient.id}/restore`,
      token: superadmin.token,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    await expectOnHand(lot.id, 70);
    const recipients = await t.api({ method: 'GET', url: `/lots/${lot.id}/recipients`, token: doctor.token });
    expect(recipients.json().items).toEqual([
      expect.objectContaining({ patient_id: patient.id, procedure_id: kept.json().id, total_amount: 30 }),
    ]);
  });

  it('lets only one of two saves take the last units', async () => {
    const { productId, lot } = await productWithLot({ quantity: 10 });
    const patient = await createPatient(t, admin.token);
    const [first, second] = await Promise.all(
      [1, 2].map(() => saveProcedure(treatment(patient.id, { face_annotations: [point(productId, lot.id, 8)] }))),
    );
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const refused = [first!, second!].find((response) => response.statusCode === 409)!;
    expect(refused.json()).toEqual({ detail: INVENTORY_MESSAGES.notEnoughStock(lot.lot_number, '2', 'U') });
    await expectOnHand(lot.id, 2);
  });

  it('refuses an expired lot, a lot of another product and too much, and saves nothing', async () => {
    const expired = await productWithLot({ expiry: '2026-01-31' });
    const other = await productWithLot();
    const patient = await createPatient(t, admin.token);
    const count = async () => (await t.database.db.select().from(procedures)).length;
    const before = await count();

    const late = await saveProcedure(
      treatment(patient.id, {
        start_datetime: '2026-03-01T09:30',
        face_annotations: [point(expired.productId, expired.lot.id, 5)],
      }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({ detail: INVENTORY_MESSAGES.lotExpired(expired.lot.lot_number, '2026-01-31') });

    const foreign = await saveProcedure(
      treatment(patient.id, { face_annotations: [point(expired.productId, other.lot.id, 5)] }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ detail: INVENTORY_MESSAGES.lotOfOtherProduct(other.lot.lot_number) });

    const tooMuch = await saveProcedure(
      treatment(patient.id, {
        product_lines: [{ product_id: other.productId, lot_id: other.lot.id, amount: 101 }],
      }),
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(await count()).toBe(before);
    await expectOnHand(other.lot.id, 100);
  });

  it('asks for product, lot and amount together on a point', async () => {
    const patient = await createPatient(t, admin.token);
    const response = await saveProcedure(
      treatment(patient.id, { face_annotations: [{ ...buildFacePoint(), product_id: 1 }] }),
    );
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain(INVENTORY_MESSAGES.productNeedsLotAndAmount);
  });
});

describe('products, lots and adjustments', () => {
  it('lists on hand, nearest expiry and flags, and counts flagged products', async () => {
    const { productId, lot } = await productWithLot({ quantity: 40, expiry: '2026-12-01' });
    const inventory = (
      await t.api({ method: 'GET', url: '/inventory', token: doctor.token })
    ).json<InventoryResponse>();
    const item = inventory.items.find((entry) => entry.id === productId);
    expect(item).toMatchObject({ on_hand: 40, nearest_expiry: '2026-12-01' });
    expect(item?.flags).toContain('low');
    expect(inventory.flagged).toBeGreaterThanOrEqual(1);
    expect((await lotNow(lot.id)).flags).toEqual(expect.any(Array));
  });

  it('takes stock out by adjustments with a reason, never below zero', async () => {
    const { lot } = await productWithLot({ quantity: 10 });
    const adjust = (payload: object) =>
      t.api({ method: 'POST', url: `/lots/${lot.id}/adjustments`, token: admin.token, payload });
    expect((await adjust({ kind: 'waste', quantity: 3, reason: 'Dropped vial' })).statusCode).toBe(200);
    await expectOnHand(lot.id, 7);
    expect((await adjust({ kind: 'found_stock', quantity: 1, reason: 'Counted one more' })).statusCode).toBe(200);
    await expectOnHand(lot.id, 8);
    const tooMuch = await adjust({ kind: 'return_to_supplier', quantity: 9, reason: 'Recall' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ detail: INVENTORY_MESSAGES.adjustmentTooLarge('8', 'U') });
    const noReason = await adjust({ kind: 'waste', quantity: 1, reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    await expectOnHand(lot.id, 8);
    const detail = await t.api({ method: 'GET', url: `/lots/${lot.id}`, token: doctor.token });
    expect(detail.json().adjustments.map((entry: { reason: string }) => entry.reason)).toEqual([
      'Counted one more',
      'Dropped vial',
    ]);
  });

  it('refuses a second lot with the same number for one product', async () => {
    const { productId, lot } = await productWithLot();
    const again = await t.api({
      method: 'POST',
      url: `/products/${productId}/lots`,
      token: admin.token,
      payload: {
        lot_number: lot.lot_number,
        expiry_date: '2027-01-01',
        quantity_received: 5,
        received_date: '2026-01-01',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: INVENTORY_MESSAGES.duplicateLot });
  });

  it('refuses quantities that round to 0 at the two decimals they are kept with, and stores nothing', async () => {
    const { productId, lot } = await productWithLot({ quantity: 10 });
    const issue = async (response: Promise<{ statusCode: number; json: () => { detail: { msg: string }[] } }>) => {
      const answer = await response;
      expect(answer.statusCode).toBe(422);
      return answer.json().detail.map((entry) => entry.msg);
    };
    for (const quantity of [-1, -0.0001, 0.0001, 0.004]) {
      const adjustment = t.api({
        method: 'POST',
        url: `/lots/${lot.id}/adjustments`,
        token: admin.token,
        payload: { kind: 'count_correction', quantity, reason: 'Recount' },
      });
      expect(await issue(adjustment)).toEqual([INVENTORY_MESSAGES.quantityPositive]);
    }
    const tinyLot = t.api({
      method: 'POST',
      url: `/products/${productId}/lots`,
      token: admin.token,
      payload: { lot_number: 'TINY', expiry_date: '2027-01-01', quantity_received: 0.004, received_date: '2026-01-01' },
    });
    expect(await issue(tinyLot)).toEqual([INVENTORY_MESSAGES.quantityPositive]);
    const patient = await createPatient(t, admin.token);
    const tinyPoint = saveProcedure(treatment(patient.id, { face_annotations: [point(productId, lot.id, 0.0001)] }));
    expect(await issue(tinyPoint)).toEqual([INVENTORY_MESSAGES.amountPositive]);
    const rows = await t.database.db.select().from(lotAdjustments).where(eq(lotAdjustments.lotId, lot.id));
    expect(rows).toEqual([]);
    const lots = await t.api({ method: 'GET', url: `/products/${productId}`, token: doctor.token });
    expect(lots.json().lots.map((entry: Lot) => entry.lot_number)).toEqual([lot.lot_number]);
    await expectOnHand(lot.id, 10);
  });
});

describe('recall', () => {
  it('lists exactly the patients who received the lot, and exports them as safe CSV', async () => {
    const { productId, lot } = await productWithLot();
    const other = await productWithLot();
    const [ana, ben, carla] = [
      await createPatient(t, admin.token),
      await createPatient(t, admin.token),
      await createPatient(t, admin.token),
    ];
    await saveProcedure(
      treatment(ana!.id, {
        doctor_name: '=HYPERLINK("x")',
        face_annotations: [point(productId, lot.id, 10, 'a'), point(productId, lot.id, 5, 'b')],
      }),
    );
    await saveProcedure(treatment(ben!.id, { product_lines: [{ product_id: productId, lot_id: lot.id, amount: 2 }] }));
    await saveProcedure(treatment(carla!.id, { face_annotations: [point(other.productId, other.lot.id, 4)] }));

    const recipients = await t.api({ method: 'GET', url: `/lots/${lot.id}/recipients`, token: doctor.token });
    const items: { patient_id: number; uses: unknown[]; total_amount: number }[] = recipients.json().items;
    expect(items.map((item) => item.patient_id).sort()).toEqual([ana!.id, ben!.id].sort());
    const anaRow = items.find((item) => item.patient_id === ana!.id)!;
    expect(anaRow.uses).toEqual([
      { point: 'Point 1', amount: 10 },
      { point: 'Point 2', amount: 5 },
    ]);
    expect(anaRow.total_amount).toBe(15);

    const csv = await t.api({ method: 'GET', url: `/lots/${lot.id}/recipients.csv`, token: doctor.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="lot_${lot.lot_number}_recipients.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Patient,Phone,Email,Procedure,Date,Doctor,Points,Amount');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).toContain('Point 1: 10; Point 2: 5');
    expect(csv.body).toContain('Not on a point: 2');
  });
});
