import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildInvoice, buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const frontDesk = buildUser({ id: 3, role: 'STAFF', full_name: 'Front Desk', display_name: 'Front Desk' });

const invoice = buildInvoice();

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
