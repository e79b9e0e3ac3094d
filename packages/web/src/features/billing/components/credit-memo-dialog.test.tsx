import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from '@clinic/contracts';
import { buildCreditMemo, buildInvoice, buildInvoiceLine, buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const admin = buildUser({ id: 1, role: 'ADMIN', full_name: 'Clinic Admin', display_name: 'Clinic Admin' });
const frontDesk = buildUser({ id: 3, role: 'STAFF', full_name: 'Front Desk', display_name: 'Front Desk' });

/** Two facials and a sunscreen, paid in full; one facial was credited before. */
const invoice = buildInvoice({
  lines: [
    buildInvoiceLine({
      id: 1,
      description: 'Facial',
      quantity: 2,
      gross: '2240.00',
      net: '2240.00',
      vat: '240.00',
      credited_quantity: 1,
    }),
    buildInvoiceLine({
      id: 2,
      kind: 'product',
      service_id: null,
      product_id: 4,
      lot_id: 31,
      description: 'Sunscreen SPF 50',
      unit_price: '850.00',
      senior_pwd_eligible: false,
      gross: '850.00',
      net: '850.00',
      vat: '91.07',
    }),
  ],
  totals: { gross: '3090.00', total_due: '3090.00', paid: '3090.00', credited: '1120.00', overpaid: '0.00' },
  credit_memo_ids: [4],
  credit_memos: [
    {
      id: 4,
      number: 'CM-000001',
      issued_at: '2026-06-15T03:00:00Z',
      tender: 'cash',
      total: '1120.00',
      refunded: '1120.00',
    },
  ],
});

const memo = buildCreditMemo({
  number: 'CM-000002',
  tender: 'gcash',
  reference: 'GC-REFUND-9',
  lines: [
    {
      invoice_line_id: 2,
      kind: 'product',
      description: 'Sunscreen SPF 50',
      quantity: 1,
      amount: '850.00',
      vat: '91.07',
      returned_to_stock: false,
    },
  ],
  total: '850.00',
  vat: '91.07',
  refunded: '850.00',
});

vi.setConfig({ testTimeout: 30_000 });
beforeAll(
  () => Promise.all([import('../../../app/routes/invoice.tsx'), import('../../../app/routes/credit-memo.tsx')]),
  30_000,
);

function openInvoice(issue: () => Response = () => jsonResponse(200, memo), user = admin) {
  return renderApp('/billing/invoices/1', {
    user,
    api: {
      'GET /api/v1/invoices/1': jsonResponse(200, invoice),
      'POST /api/v1/invoices/1/credit-memos': issue,
      'GET /api/v1/credit-memos/5': jsonResponse(200, memo),
    },
  });
}

async function openDialog(view: ReturnType<typeof openInvoice>) {
  await view.user.click(await screen.findByRole('button', { name: 'Issue credit memo' }));
  return screen.findByRole('dialog', { name: 'Credit memo for invoice INV-000001' });
}

const figure = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByLabelText('Credit memo totals')).getByText(label).nextSibling?.textContent;

describe("an invoice's credit memos", () => {
  it('lists the credit memos of the invoice, each linking to its page', async () => {
    openInvoice();
    const list = await screen.findByRole('table', { name: 'Credit memos' });
    expect(within(list).getByRole('link', { name: 'CM-000001' })).toHaveAttribute('href', '/billing/credit-memos/4');
    expect(within(list).getByText('₱1,120.00 (Cash)')).toBeInTheDocument();
    // The invoice says what was credited, beside its totals and on the line.
    expect(screen.getByText('Credited (credit memos)').nextSibling).toHaveTextContent('₱1,120.00');
    expect(
      within(screen.getByRole('table', { name: 'Invoice lines' })).getByText('2 (1 credited)'),
    ).toBeInTheDocument();
  });

  it("returns a product by GCash with its reference, shows the memo's figures first, and opens the memo", async () => {
    const view = openInvoice();
    const dialog = await openDialog(view);
    expect(within(dialog).getByText('2 sold, 1 credited before')).toBeInTheDocument();
    expect(figure(dialog, 'Credited')).toBe('₱0.00');

    await view.user.click(within(dialog).getByRole('button', { name: 'Credit all of Sunscreen SPF 50' }));
    await view.user.click(within(dialog).getByLabelText('Put Sunscreen SPF 50 back in stock'));
    await view.user.type(within(dialog).getByLabelText(/Reason/), 'Opened, skin reacted');
    await view.user.click(within(dialog).getByRole('combobox', { name: /Pay back as/ }));
    await view.user.click(screen.getByRole('option', { name: 'GCash' }));
    expect(figure(dialog, 'Credited')).toBe('₱850.00');
    expect(figure(dialog, 'VAT in it')).toBe('₱91.07');
    expect(figure(dialog, 'Paid back (GCash)')).toBe('₱850.00');

    await view.user.click(within(dialog).getByRole('button', { name: 'Issue credit memo' }));
    expect(await within(dialog).findByText(BILLING_MESSAGES.referenceRequired)).toBeInTheDocument();
    await view.user.type(within(dialog).getByLabelText(/Reference/), 'GC-REFUND-9');
    await view.user.click(within(dialog).getByRole('button', { name: 'Issue credit memo' }));

    expect(await screen.findByRole('heading', { name: 'Credit memo CM-000002' })).toBeInTheDocument();
    expect(screen.getByText('Credit memo CM-000002 was issued.')).toBeInTheDocument();
    expect(view.api.requestsTo('POST /api/v1/invoices/1/credit-memos').map((request) => request.body)).toEqual([
      {
        lines: [{ invoice_line_id: 2, quantity: 1, return_to_stock: false }],
        reason: 'Opened, skin reacted',
        tender: 'gcash',
        reference: 'GC-REFUND-9',
      },
    ]);
  });

  it('refuses more than is left of a line, and nothing chosen, before asking the server', async () => {
    const view = openInvoice();
    const dialog = await openDialog(view);
    const facial = within(dialog).getByLabelText('Quantity of Facial to credit');
    await view.user.clear(facial);
    await view.user.type(facial, '2');
    await view.user.type(within(dialog).getByLabelText(/Reason/), 'Session not done');
    await view.user.click(within(dialog).getByRole('button', { name: 'Issue credit memo' }));
    expect(await within(dialog).findByText('At most 1 can be credited')).toBeInTheDocument();

    await view.user.clear(facial);
    await view.user.type(facial, '0');
    await view.user.click(within(dialog).getByRole('button', { name: 'Issue credit memo' }));
    expect(await within(dialog).findByText(BILLING_MESSAGES.nothingToCredit)).toBeInTheDocument();
    expect(view.api.requestsTo('POST /api/v1/invoices/1/credit-memos')).toHaveLength(0);
  });

  it("says the server's refusal in the dialog", async () => {
    const view = openInvoice(() => jsonResponse(409, { detail: BILLING_MESSAGES.creditOnlyIssued }));
    const dialog = await openDialog(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Credit all of Facial' }));
    expect(figure(dialog, 'Paid back (Patient credit)')).toBe('₱1,120.00');
    await view.user.type(within(dialog).getByLabelText(/Reason/), 'Session not done');
    await view.user.click(within(dialog).getByRole('button', { name: 'Issue credit memo' }));
    expect(await within(dialog).findByText(BILLING_MESSAGES.creditOnlyIssued)).toBeInTheDocument();
  });

  it('is not offered to the front desk', async () => {
    openInvoice(undefined, frontDesk);
    expect(await screen.findByRole('table', { name: 'Credit memos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue credit memo' })).not.toBeInTheDocument();
  });
});
