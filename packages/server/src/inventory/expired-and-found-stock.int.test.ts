import { beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES, type Adjustment, type InventoryResponse, type Lot } from '@clinic/contracts';
import { eq } from 'drizzle-orm';
import { productLots } from '../db/schema/index.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

/** 15 June 2026, mid-morning in Manila. */
const t = useTestApp({ clock: () => new Date('2026-06-15T02:00:00Z') });
let admin: SignedInUser;
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
});

let sequence = 0;
async function product(lowStockThreshold = 0) {
  sequence += 1;
  const created = await t.api({
    method: 'POST',
    url: '/products',
    token: admin.token,
    payload: {
      name: `Skin booster ${sequence}`,
      category: 'skin_booster',
      unit: 'syringe',
      low_stock_threshold: lowStockThreshold,
    },
  });
  return created.json<{ id: number }>().id;
}

const receive = (productId: number, lot: { number: string; expiry: string; quantity: number; confirm?: boolean }) =>
  t.api({
    method: 'POST',
    url: `/products/${productId}/lots`,
    token: admin.token,
    payload: {
      lot_number: lot.number,
      expiry_date: lot.expiry,
      quantity_received: lot.quantity,
      received_date: '2026-06-15',
      ...(lot.confirm === undefined ? {} : { confirm_expired: lot.confirm }),
    },
  });

const lineOf = async (productId: number) =>
  (await t.api({ method: 'GET', url: '/inventory', token: admin.token }))
    .json<InventoryResponse>()
    .items.find((item) => item.id === productId)!;

describe('expired stock', () => {
  it('asks to confirm receiving a lot that has already expired, and keeps nothing until confirmed', async () => {
    const productId = await product();
    const refused = await receive(productId, { number: 'OLD-1', expiry: '2026-06-14', quantity: 4 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: INVENTORY_MESSAGES.receivingExpired('2026-06-14') });
    expect(await t.database.db.select().from(productLots).where(eq(productLots.productId, productId))).toEqual([]);

    const notConfirmed = await receive(productId, {
      number: 'OLD-1',
      expiry: '2026-06-14',
      quantity: 4,
      confirm: false,
    });
    expect(notConfirmed.statusCode).toBe(409);

    const confirmed = await receive(productId, { number: 'OLD-1', expiry: '2026-06-14', quantity: 4, confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Lot>().flags).toEqual(['expired']);

    const today = await receive(productId, { number: 'TODAY-1', expiry: '2026-06-15', quantity: 1 });
    expect(today.statusCode, 'a lot expiring today is still usable today').toBe(200);
  });

  it('shows usable and expired units apart, the nearest expiry still to come, and low by usable units', async () => {
    const productId = await product(5);
    await receive(productId, { number: 'PAST', expiry: '2026-05-31', quantity: 10, confirm: true });
    await receive(productId, { number: 'SOON', expiry: '2026-07-01', quantity: 3 });
    await receive(productId, { number: 'LATER', expiry: '2027-01-31', quantity: 1 });
    expect(await lineOf(productId)).toMatchObject({
      on_hand: 14,
      usable_on_hand: 4,
      expired_on_hand: 10,
      nearest_expiry: '2026-07-01',
      flags: ['low', 'expiring', 'expired'],
    });
  });

  it('has no nearest expiry when every lot in stock has expired', async () => {
    const productId = await product();
    await receive(productId, { number: 'GONE', expiry: '2026-01-31', quantity: 2, confirm: true });
    expect(await lineOf(productId)).toMatchObject({ usable_on_hand: 0, expired_on_hand: 2, nearest_expiry: null });
  });
});

describe('a count that finds more', () => {
  it('is entered as found stock with a positive quantity, and adds to on hand', async () => {
    const productId = await product();
    const lot = (await receive(productId, { number: 'CNT', expiry: '2027-06-30', quantity: 10 })).json<Lot>();
    const adjust = (payload: object) =>
      t.api({ method: 'POST', url: `/lots/${lot.id}/adjustments`, token: admin.token, payload });

    const negative = await adjust({ kind: 'count_correction', quantity: -2, reason: 'Found two more' });
    expect(negative.statusCode).toBe(422);

    const found = await adjust({ kind: 'found_stock', quantity: 2, reason: 'Found two more behind the shelf' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ lot: Lot }>().lot.on_hand).toBe(12);
    const counted = await adjust({ kind: 'count_correction', quantity: 1, reason: 'One missing at count' });
    expect(counted.json<{ lot: Lot }>().lot.on_hand).toBe(11);

    const detail = await t.api({ method: 'GET', url: `/lots/${lot.id}`, token: admin.token });
    const adjustments = detail.json<{ lot: Lot; adjustments: Adjustment[] }>();
    expect(adjustments.lot).toMatchObject({ on_hand: 11, adjusted: -1 });
    expect(adjustments.adjustments.map(({ kind, quantity }) => ({ kind, quantity }))).toEqual(
      expect.arrayContaining([
        { kind: 'found_stock', quantity: 2 },
        { kind: 'count_correction', quantity: 1 },
      ]),
    );
  });
});
