import { describe, expect, it } from 'vitest';
import type { BillableProductList } from '@clinic/contracts';
import { createBillableLot } from '../testing/billing.ts';
import { useFileFixture } from '../testing/file-fixture.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
const admin = useFileFixture(() => t.signIn('ADMIN'));
const staff = useFileFixture(() => t.signIn('STAFF'));

const addLot = async (productId: number, lotNumber: string, expiryDate: string) => {
  const response = await t.api({
    method: 'POST',
    url: `/products/${productId}/lots`,
    token: admin.token,
    payload: {
      lot_number: lotNumber,
      expiry_date: expiryDate,
      quantity_received: 5,
      received_date: '2020-01-05',
      confirm_expired: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
};

describe('the price list of products', () => {
  it('offers the front desk each billable product in stock with its price and the first usable lot', async () => {
    const sunscreen = await createBillableLot(t, admin.token, 3, '850.00');
    // An expired lot is never sold; a lot that expires sooner than the first one is sold before it.
    await addLot(sunscreen.productId, `OLD-${sunscreen.lotNumber}`, '2021-01-31');
    const sooner = await addLot(sunscreen.productId, `SOON-${sunscreen.lotNumber}`, '2098-06-30');
    const product = async (name: string, billable: boolean) => {
      const response = await t.api({
        method: 'POST',
        url: '/products',
        token: admin.token,
        payload: { name, category: 'topical', unit: 'piece', selling_price: '100.00', billable },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: number }>().id;
    };
    const noStock = await product(`Serum ${sunscreen.lotNumber}`, true);
    const notForSale = await product(`Cleanser ${sunscreen.lotNumber}`, false);
    await addLot(notForSale, `C-${sunscreen.lotNumber}`, '2099-01-31');

    // STAFF may not read the inventory, yet sells from the price list.
    expect((await t.api({ method: 'GET', url: '/products', token: staff.token })).statusCode).toBe(403);
    const response = await t.api({ method: 'GET', url: '/price-list/products', token: staff.token });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<BillableProductList>();
    expect(items.find((item) => item.id === sunscreen.productId)).toEqual({
      id: sunscreen.productId,
      name: expect.stringMatching(/^Sunscreen/),
      unit: 'piece',
      selling_price: '850.00',
      tax_class: 'vatable',
      senior_pwd_eligible: false,
      lot_id: sooner,
      lot_number: `SOON-${sunscreen.lotNumber}`,
      expiry_date: '2098-06-30',
    });
    const listed = new Set(items.map((item) => item.id));
    expect(listed.has(noStock)).toBe(false);
    expect(listed.has(notForSale)).toBe(false);
  });
});
