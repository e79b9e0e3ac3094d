import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/contracts';
import { ALL_ROLES } from '../testing/patient-files.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let users: Record<Role, SignedInUser>;
let productId: number;
let lotId: number;
const t = useTestApp();
beforeAll(async () => {
  users = await signInEveryRole(t);
  const product = await t.api({
    method: 'POST',
    url: '/products',
    token: users.ADMIN.token,
    payload: { name: 'Hyaluronic filler', category: 'filler', unit: 'mL' },
  });
  productId = product.json().id;
  const lot = await t.api({
    method: 'POST',
    url: `/products/${productId}/lots`,
    token: users.ADMIN.token,
    payload: { lot_number: 'HF-1', expiry_date: '2027-06-30', quantity_received: 50, received_date: '2026-01-02' },
  });
  lotId = lot.json().id;
});

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;

  it('reads the inventory, products, lots and recipients with inventory.read', async () => {
    for (const url of [
      '/inventory',
      '/products',
      `/products/${productId}`,
      `/products/${productId}/lots`,
      `/lots/${lotId}`,
      `/lots/${lotId}/recipients`,
      `/lots/${lotId}/recipients.csv`,
    ]) {
      const response = await t.api({ method: 'GET', url, token: token() });
      expect(outcome(response.statusCode), url).toBe(expected(role, 'inventory.read'));
    }
  });

  it('adds and changes products, receives lots and adjusts stock with inventory.manage', async () => {
    const product = await t.api({
      method: 'POST',
      url: '/products',
      token: token(),
      payload: { name: `Skin booster ${role}`, category: 'skin_booster', unit: 'syringe' },
    });
    expect(outcome(product.statusCode)).toBe(expected(role, 'inventory.manage'));
    const changed = await t.api({
      method: 'PUT',
      url: `/products/${productId}`,
      token: token(),
      payload: { name: 'Hyaluronic filler', category: 'filler', unit: 'mL', low_stock_threshold: 5 },
    });
    expect(outcome(changed.statusCode)).toBe(expected(role, 'inventory.manage'));
    const lot = await t.api({
      method: 'POST',
      url: `/products/${productId}/lots`,
      token: token(),
      payload: {
        lot_number: `HF-${role}`,
        expiry_date: '2027-06-30',
        quantity_received: 5,
        received_date: '2026-01-02',
      },
    });
    expect(outcome(lot.statusCode)).toBe(expected(role, 'inventory.manage'));
    const adjusted = await t.api({
      method: 'POST',
      url: `/lots/${lotId}/adjustments`,
      token: token(),
      payload: { kind: 'waste', quantity: 0.5, reason: 'Spilled' },
    });
    expect(outcome(adjusted.statusCode)).toBe(expected(role, 'inventory.manage'));
  });
});
