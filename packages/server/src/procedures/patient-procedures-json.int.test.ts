import { beforeAll, describe, expect, it } from 'vitest';
import { buildFacePoint, buildProcedureInput } from '@clinic/contracts/testing';
import { eq } from 'drizzle-orm';
import { faceAnnotationSets, patients, procedures, services } from '../db/schema/index.ts';
import { createInventoryRepository } from '../inventory/inventory.repository.ts';
import { toProductUsage } from '../inventory/inventory.mapper.ts';
import { seedTreatedProcedure } from '../testing/seed.ts';
import { useTestApp } from '../testing/test-app.ts';
import { toProcedureResponse } from './procedures.mapper.ts';
import { createProceduresRepository } from './procedures.repository.ts';

let doctor: string;
let admin: string;
const t = useTestApp();
beforeAll(async () => {
  doctor = (await t.signIn('DOCTOR')).token;
  admin = (await t.signIn('ADMIN')).token;
});

async function insertPatient(firstName: string, lastName: string): Promise<number> {
  const [row] = await t.database.db
    .insert(patients)
    .values({ firstName, lastName, sex: 'F', dateOfBirth: '1990-01-01', createdByRole: 'ADMIN' })
    .returning({ id: patients.id });
  return row!.id;
}

async function createProcedure(patientId: number, overrides: Record<string, unknown>): Promise<number> {
  const response = await t.api({
    method: 'POST',
    url: '/procedures/',
    token: doctor,
    payload: { ...buildProcedureInput(patientId), ...overrides },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

/** A product with one lot, for procedures that use it. */
async function createLot(): Promise<{ productId: number; lotId: number }> {
  const product = await t.api({
    method: 'POST',
    url: '/products',
    token: admin,
    payload: { name: 'Ácido hialurónico "Soft"', category: 'filler', unit: 'mL' },
  });
  const productId = product.json<{ id: number }>().id;
  const lot = await t.api({
    method: 'POST',
    url: `/products/${productId}/lots`,
    token: admin,
    payload: { lot_number: 'HF-1/ñ', expiry_date: '2099-12-31', quantity_received: 100, received_date: '2026-01-05' },
  });
  expect(lot.statusCode, lot.body).toBe(200);
  return { productId, lotId: lot.json<{ id: number }>().id };
}

describe('a patient’s procedures, written by the database', () => {
  it('answers the list the server’s own mapping wrote, key for key and in order', async () => {
    const patientId = await insertPatient('María José', 'Dela Cruz-Ñato');
    const { productId, lotId } = await createLot();
    const point = { ...buildFacePoint({ id: 'lips' }), product_id: productId, lot_id: lotId, amount: 0.1 };
    const withEverything = await createProcedure(patientId, {
      details: 'Café "crème" \\ backslash\nsecond line\ttab — 🙂',
      face_annotations: [point, buildFacePoint({ id: 'brow', view: 'side', x: 10, y: 90 })],
      product_lines: [{ product_id: productId, lot_id: lotId, amount: 1.25 }],
      medications: [
        { name: 'Tretinoin "gel"', dosage: '0.05%', frequency: null, start_date: '2026-03-01', notes: 'Línea\nDos' },
        { name: 'Sunscreen', dosage: null, frequency: 'Daily', start_date: null, notes: null },
      ],
      transaction: { amount: '2500.50', payment_mode: 'card' },
      end_datetime: '2026-03-01T11:00',
    });
    const bare = await createProcedure(patientId, {
      details: null,
      medications: [],
      start_datetime: '2026-03-02T08:00',
      status: 'completed',
    });
    const booked = await createProcedure(patientId, {
      details: '',
      booking_note: 'Prefers the afternoon; “quoted”',
      start_datetime: '2026-04-02T08:00',
      transaction: {},
    });
    const [service] = await t.database.db
      .insert(services)
      .values({ name: 'Botox', foldedName: 'botox', category: 'injectable', durationMinutes: 30 })
      .returning({ id: services.id });
    // Written as older versions stored them: medications as plain names, a point with defaults left out.
    const { procedureId: legacy } = await seedTreatedProcedure(t.database.db, patientId, { serviceId: service!.id });
    // A diagram whose points were all removed: the details stay the text alone.
    const emptied = await createProcedure(patientId, { start_datetime: '2026-03-03T08:00' });
    await t.database.db.insert(faceAnnotationSets).values({ procedureId: emptied, patientId, annotations: [] });
    // Times finer than a millisecond, and text no form accepts, straight in the database.
    await t.database.db
      .update(procedures)
      .set({
        checkedInAt: new Date('2026-03-01T01:31:00.000Z'),
        details: 'Control \u0001 and \u001f characters, a lone "\u007f"',
      })
      .where(eq(procedures.id, bare));
    await t.database.db.execute(
      `UPDATE procedures SET updated_at = '2026-03-01 01:30:00.987654+00', end_datetime = '2026-03-01 01:30:00.0009+00' WHERE id = ${bare}`,
    );
    const note = await t.api({
      method: 'POST',
      url: `/procedures/${withEverything}/notes`,
      token: doctor,
      payload: { sections: { Subjective: 'Wants a softer look', Plan: 'Review in two weeks' } },
    });
    expect(note.statusCode, note.body).toBe(200);
    await createProcedure(await insertPatient('Other', 'Patient'), { transaction: { amount: '100.00' } });

    const list = await t.api({ method: 'GET', url: `/procedures/patient/${patientId}`, token: doctor });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<{ id: number }[]>();
    expect(items.map((item) => item.id)).toEqual([booked, emptied, withEverything, bare, legacy]);
    // The answer as the server wrote it before the database did: each row mapped in the server.
    const before = await Promise.all(
      items.map(async ({ id }) => ({
        ...toProcedureResponse((await createProceduresRepository(t.database.db).findById(id))!),
        products: (await createInventoryRepository(t.database.db).namedUsagesOfProcedure(id)).map(toProductUsage),
      })),
    );
    // Written out again, the list is that answer byte for byte: the same keys in the same order
    // with the same values (only the spacing PostgreSQL gives `jsonb` medications differs).
    expect(JSON.stringify(JSON.parse(list.body))).toBe(JSON.stringify(before));
    expect(items[2]).toMatchObject({
      transaction: { amount: '2500.50' },
      products: [{ amount: 0.1 }, { amount: 1.25 }],
    });
    expect(items[3]).toMatchObject({
      updated_at: '2026-03-01T01:30:00.987Z',
      end_datetime: '2026-03-01T01:30:00.000Z',
    });
  });
});
