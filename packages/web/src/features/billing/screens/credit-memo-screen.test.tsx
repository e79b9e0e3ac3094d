import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCreditMemo, buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const frontDesk = buildUser({ id: 3, role: 'STAFF', full_name: 'Front Desk', display_name: 'Front Desk' });

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => import('../../../app/routes/credit-memo.tsx'), 30_000);

function openMemo(memo = buildCreditMemo()) {
  return renderApp('/billing/credit-memos/5', {
    user: frontDesk,
    api: {
      'GET /api/v1/credit-memos/5': jsonResponse(200, memo),
      'GET /api/v1/credit-memos/5/pdf': (request) =>
        jsonResponse(200, { url: `/api/v1/credit-memo-files/${request.query.get('layout')}/signed` }),
    },
  });
}

describe("a credit memo's page", () => {
  it('shows the invoice it credits, the buyer, its lines and what it paid back', async () => {
    openMemo();
    expect(await screen.findByRole('heading', { name: 'Credit memo CM-000001' })).toBeInTheDocument();
    const facts = screen.getByLabelText('Credit memo');
    expect(within(facts).getByRole('link', { name: 'INV-000001' })).toHaveAttribute('href', '/billing/invoices/1');
    expect(within(facts).getByText('Lola Cruz')).toBeInTheDocument();
    expect(within(facts).getByText('Session not done')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Credited lines' })).getByText('Consultation')).toBeInTheDocument();
    const totals = screen.getByLabelText('Credit memo totals');
    expect(within(totals).getByText('Paid back').nextSibling).toHaveTextContent('₱1,120.00');
    expect(within(totals).getByText('Patient credit')).toBeInTheDocument();
    expect(screen.queryByText(/Nothing was paid back/)).not.toBeInTheDocument();
  });

  it('says whether a product went back into stock, and that a service is not stocked', async () => {
    const memo = buildCreditMemo();
    const service = memo.lines[0]!;
    const product = {
      ...service,
      invoice_line_id: 2,
      kind: 'product' as const,
      description: 'Sunscreen SPF 50',
      returned_to_stock: true,
    };
    openMemo({ ...memo, lines: [service, product] });
    const lines = await screen.findByRole('table', { name: 'Credited lines' });
    const rows = within(lines).getAllByRole('row');
    expect(within(rows[1]!).getByText('Not stocked')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Yes')).toBeInTheDocument();
  });

  it('says when nothing was paid back, the balance lowered instead', async () => {
    openMemo(buildCreditMemo({ refunded: '0.00' }));
    expect(
      await screen.findByText("Nothing was paid back: the invoice's balance was lowered instead."),
    ).toBeInTheDocument();
  });

  it('prints as A4 or as a receipt, each through its signed link in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const view = openMemo();
    await view.user.click(await screen.findByRole('button', { name: 'Print receipt' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('/api/v1/credit-memo-files/receipt/signed'));
    await view.user.click(screen.getByRole('button', { name: 'Print A4' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('/api/v1/credit-memo-files/a4/signed'));
  });
});
