import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role, TransactionListResponse, User } from '@clinic/contracts';
import { jsonResponse, type RecordedRequest } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { setScreenWidth } from '../../../testing/screen-width.ts';

const userOf = (role: Role): User => ({
  id: 1,
  email: 'staff@example.com',
  full_name: 'Clinic Staff',
  display_name: 'Clinic Staff',
  role,
  is_active: true,
  state: 'active',
  created_at: '2025-01-01T00:00:00Z',
  mfa_enabled: false,
  mfa_required: false,
});

const row = {
  id: 7,
  procedure_id: 3,
  patient_id: 2,
  patient_name: 'Maria Santos',
  procedure_name: 'Botox',
  amount: '1500.50',
  payment_mode: 'cash' as const,
  payment_status: 'pending' as const,
  payment_date: '2025-03-15',
};
const listOf = (amount: string, items = [{ ...row, amount }]): TransactionListResponse => ({
  items,
  total: items.length,
  totalPages: 1,
  stats: {
    total_amount: amount,
    paid_amount: '0.00',
    pending_amount: amount,
    payment_mode_breakdown: { cash: amount, card: '0.00', paymaya: '0.00', other: '0.00' },
  },
});
const noAmounts = { granularity: 'month', periods: [] };

// Role queries over the whole shell are slow in jsdom.
vi.setConfig({ testTimeout: 20_000 });

// The screen is a lazy route with the chart library: load it once up front, not inside a finder's timeout.
beforeAll(() => import('../../../app/routes/transactions.tsx'), 30_000);

beforeEach(() => {
  setScreenWidth(1280);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

function renderTransactions(role: Role, list: (request: RecordedRequest) => Response) {
  return renderApp('/transactions', {
    user: userOf(role),
    api: {
      'GET /api/v1/procedure-transactions': list,
      'GET /api/v1/procedure-transactions/amounts-over-time': jsonResponse(200, noAmounts),
    },
  });
}

describe('transactions screen', () => {
  it('shows the summary in pesos and the rows, newest payment first by default', async () => {
    const view = renderTransactions('ADMIN', () => jsonResponse(200, listOf('1500.50')));
    const total = await screen.findByRole('region', { name: 'Total Amount' });
    expect(total).toHaveTextContent('₱1,500.50');
    expect(screen.getByRole('region', { name: 'By Payment Mode' })).toHaveTextContent('Cash: ₱1,500.50');
    expect(screen.getByRole('cell', { name: 'Maria Santos' })).toBeInTheDocument();
    const [first] = view.api.requestsTo('GET /api/v1/procedure-transactions');
    expect(first).toBeDefined();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('edits a row inline and refreshes the summary', async () => {
    let amount = '1500.50';
    const view = renderApp('/transactions', {
      user: userOf('STAFF'),
      api: {
        'GET /api/v1/procedure-transactions': () => jsonResponse(200, listOf(amount)),
        'GET /api/v1/procedure-transactions/amounts-over-time': jsonResponse(200, noAmounts),
        'PUT /api/v1/procedure-transactions/7': (request) => {
          amount = '2000.00';
          return jsonResponse(200, { ...row, ...(request.body as object), amount });
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Edit' }));
    const amountBox = screen.getByRole('textbox', { name: 'Amount' });
    await view.user.clear(amountBox);
    await view.user.type(amountBox, '002000.123abc');
    expect(amountBox).toHaveValue('002000.12');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Total Amount' })).toHaveTextContent('₱2,000.00'));
    expect(view.api.requestsTo('PUT /api/v1/procedure-transactions/7')[0]?.body).toMatchObject({
      amount: '2000.12',
      payment_mode: 'cash',
    });
    expect(await screen.findByText('Transaction updated successfully')).toBeInTheDocument();
  });

  it('searches by patient name and says when nothing is found', async () => {
    const view = renderTransactions('NURSE', () => jsonResponse(200, listOf('0.00', [])));
    expect(await screen.findByText('No transactions found', { selector: 'p.MuiTypography-body1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    view.api.requests.length = 0;
    await view.user.type(screen.getByLabelText('Patient Name'), 'Santos');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(view.api.requests.some((request) => request.path === '/api/v1/procedure-transactions')).toBe(true),
    );
  });

  it('asks before a search drops a changed payment row, and keeps it when told to', async () => {
    const view = renderTransactions('STAFF', () => jsonResponse(200, listOf('1500.50')));
    await view.user.click(await screen.findByRole('button', { name: 'Edit' }));
    const amountBox = screen.getByRole('textbox', { name: 'Amount' });
    await view.user.clear(amountBox);
    await view.user.type(amountBox, '900');
    view.api.requests.length = 0;

    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await view.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('900');

    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    const again = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await view.user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument());
  });

  it('shows the fetch failure sentence', async () => {
    renderTransactions('ADMIN', () => jsonResponse(500, { detail: 'boom' }));
    expect(await screen.findByText('Failed to fetch transactions. Please try again.')).toBeInTheDocument();
  });

  it('asks for both dates and a field before exporting', async () => {
    const view = renderTransactions('ADMIN', () => jsonResponse(200, listOf('1.00')));
    await view.user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Export CSV' });
    for (const label of ['Patient', 'Procedure', 'Payment Status', 'Payment Mode', 'Amount', 'Payment Date']) {
      await view.user.click(within(dialog).getByRole('checkbox', { name: label }));
    }
    await view.user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(within(dialog).getByText('Start date and end date are required')).toBeInTheDocument();
    expect(within(dialog).getByText('Select at least one field')).toBeInTheDocument();
  });

  it("opens the export with the list's dates and exports with its filters", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
    const view = renderApp(
      '/transactions?start_date=2025-03-01&end_date=2025-03-31&payment_status=paid&payment_mode=card&patient_name=Santos&procedure_name=Botox',
      {
        user: userOf('ADMIN'),
        api: {
          'GET /api/v1/procedure-transactions': jsonResponse(200, listOf('1.00')),
          'GET /api/v1/procedure-transactions/amounts-over-time': jsonResponse(200, noAmounts),
          'GET /api/v1/procedure-transactions/export/csv': () =>
            new Response('Amount (₱)\r\n1.00\r\n', { headers: { 'content-type': 'text/csv' } }),
        },
      },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Export CSV' });
    expect(within(dialog).getByLabelText(/Start Date/)).toHaveValue('2025-03-01');
    expect(within(dialog).getByLabelText(/End Date/)).toHaveValue('2025-03-31');
    expect(dialog).toHaveTextContent('Status Paid · Mode Card · Patient “Santos” · Procedure “Botox”');
    await view.user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(view.api.requestsTo('GET /api/v1/procedure-transactions/export/csv')).toHaveLength(1));
    const [request] = view.api.requestsTo('GET /api/v1/procedure-transactions/export/csv');
    expect(Object.fromEntries(request!.query)).toMatchObject({
      start_date: '2025-03-01',
      end_date: '2025-03-31',
      payment_status: 'paid',
      payment_mode: 'card',
      patient_name: 'Santos',
      procedure_name: 'Botox',
    });
  });

  it('shows cards on a phone', async () => {
    setScreenWidth(400);
    renderTransactions('ADMIN', () => jsonResponse(200, listOf('1.00')));
    const cards = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(cards).getByText('Maria Santos')).toBeInTheDocument();
  });
});
