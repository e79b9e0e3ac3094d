import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lot, ProductDetail, User } from '@clinic/contracts';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const admin: User = {
  id: 1,
  email: 'admin@example.com',
  full_name: 'Clinic Admin',
  display_name: 'Clinic Admin',
  role: 'ADMIN',
  is_active: true,
  state: 'active',
  created_at: '2025-01-01T00:00:00Z',
  mfa_enabled: false,
  mfa_required: false,
};

const detail: ProductDetail = {
  product: {
    id: 5,
    name: 'Skin booster',
    category: 'skin_booster',
    unit: 'syringe',
    low_stock_threshold: 0,
    active: true,
    selling_price: '0.00',
    tax_class: 'vatable',
    billable: false,
    senior_pwd_eligible: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  },
  lots: [],
};

const receivedLot = (expiry: string): Lot => ({
  id: 9,
  product_id: 5,
  lot_number: 'SB-1',
  expiry_date: expiry,
  quantity_received: 4,
  received_date: '2026-06-15',
  supplier: '',
  used: 0,
  adjusted: 0,
  on_hand: 4,
  flags: ['expired'],
  created_at: '2026-06-15T02:00:00Z',
});

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../../../app/routes/inventory.tsx'), 30_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function openProduct() {
  return renderApp('/inventory/products/5', {
    user: admin,
    api: {
      'GET /api/v1/products/5': jsonResponse(200, detail),
      'POST /api/v1/products/5/lots': (request) =>
        jsonResponse(200, receivedLot((request.body as { expiry_date: string }).expiry_date)),
    },
  });
}

async function fillLot(user: ReturnType<typeof openProduct>['user'], expiry: string) {
  await user.click(await screen.findByRole('button', { name: 'Receive Lot' }));
  const dialog = screen.getByRole('dialog', { name: 'Receive Lot' });
  await user.type(within(dialog).getByLabelText(/Lot number/), 'SB-1');
  await user.type(within(dialog).getByLabelText(/Expiry date/), expiry);
  await user.type(within(dialog).getByLabelText(/Quantity received/), '4');
  await user.click(within(dialog).getByRole('button', { name: 'Receive Lot' }));
}

describe('receiving a lot', () => {
  it('asks before receiving a lot that has already expired, and sends the confirmation', async () => {
    const { user, api } = openProduct();
    await fillLot(user, '2026-06-14');
    const question = await screen.findByRole('dialog', { name: 'Receive expired stock?' });
    expect(question).toHaveTextContent('This lot expired on 2026-06-14.');
    expect(api.requestsTo('POST /api/v1/products/5/lots')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Receive as expired' }));
    await waitFor(() => expect(api.requestsTo('POST /api/v1/products/5/lots')).toHaveLength(1));
    expect(api.requestsTo('POST /api/v1/products/5/lots')[0]?.body).toMatchObject({
      expiry_date: '2026-06-14',
      confirm_expired: true,
    });
    expect(await screen.findByText('Lot SB-1 was received.')).toBeInTheDocument();
  });

  it('receives a lot still in date without asking', async () => {
    const { user, api } = openProduct();
    await fillLot(user, '2027-06-30');
    await waitFor(() => expect(api.requestsTo('POST /api/v1/products/5/lots')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Receive expired stock?' })).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/v1/products/5/lots')[0]?.body).toMatchObject({ confirm_expired: false });
  });
});
