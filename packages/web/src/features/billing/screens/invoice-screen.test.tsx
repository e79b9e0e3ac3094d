import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const frontDesk = buildUser({ id: 3, role: 'STAFF', full_name: 'Front Desk', display_name: 'Front Desk' });

const invoice = {
  id: 1,
  number: 'INV-000001',
  status: 'paid',
  branch: { id: 1, name: 'Main' },
  patient_id: 12,
  patient_name: 'Lola Cruz',
  vat_status: 'vat',
  discount: null,
  lines: [],
  totals: {
    gross: '850.00',
    vatable_sales: '758.93',
    vat_exempt_sales: '0.00',
    zero_rated_sales: '0.00',
    vat: '91.07',
    senior_pwd_discount: '0.00',
    senior_pwd_vat_exempted: '0.00',
    other_discounts: '0.00',
    total_due: '850.00',
    paid: '850.00',
    credited: '0.00',
    balance: '0.00',
    overpaid: '0.00',
  },
  payments: [],
  credit_memo_ids: [],
  issued_at: '2026-06-15T02:00:00Z',
  voided_at: null,
  void_reason: null,
  content_hash: null,
  previous_hash: null,
  buyer_address: null,
  buyer_tin: null,
  created_at: '2026-06-15T02:00:00Z',
  updated_at: '2026-06-15T02:00:00Z',
} satisfies Invoice;

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => import('../../../app/routes/invoice.tsx'), 30_000);

describe("an invoice's page", () => {
  it('prints the invoice as A4 or as a receipt, each through its signed link in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const view = renderApp('/billing/invoices/1', {
      user: frontDesk,
      api: {
        'GET /api/v1/invoices/1': jsonResponse(200, invoice),
        'GET /api/v1/invoices/1/pdf': (request) =>
          jsonResponse(200, { url: `/api/v1/invoice-files/${request.query.get('layout')}/signed` }),
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Print receipt' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('/api/v1/invoice-files/receipt/signed'));
    await view.user.click(screen.getByRole('button', { name: 'Print A4' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('/api/v1/invoice-files/a4/signed'));
    expect(tab.opener).toBeNull();
    // The front desk prints; voiding is an administrator's.
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });
});
