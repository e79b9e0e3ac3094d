import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AgingReport } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const admin = buildUser({ id: 2, role: 'ADMIN', full_name: 'Clinic Admin', display_name: 'Clinic Admin' });

const aging: AgingReport = {
  as_of: '2026-04-20',
  rows: [
    {
      patient_id: 12,
      patient_name: 'Ana Reyes',
      days_0_30: '500.00',
      days_31_60: '300.00',
      days_61_90: '0.00',
      over_90: '1000.00',
      total: '1800.00',
      invoice_count: 3,
    },
  ],
  totals: { days_0_30: '500.00', days_31_60: '300.00', days_61_90: '0.00', over_90: '1000.00', total: '1800.00' },
};

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => import('../../../app/routes/billing-reports.tsx'), 30_000);

function openReports(download = () => new Response('Date\r\n', { headers: { 'content-type': 'text/csv' } })) {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
  return renderApp('/billing/reports', {
    user: admin,
    api: {
      'GET /api/v1/reports/aging': jsonResponse(200, aging),
      'GET /api/v1/reports/sales-journal.csv': download,
      'GET /api/v1/reports/discount-register.csv': download,
    },
  });
}

const dateField = async (label: string) =>
  within(await screen.findByRole('form', { name: 'Download reports' })).getByLabelText(new RegExp(`^${label}`));

describe('the billing reports screen', () => {
  it("shows each patient's balance by age, linked to their Billing tab", async () => {
    openReports();
    const table = await screen.findByRole('table', { name: 'Balances owed by age' });
    const row = within(table).getByRole('row', { name: /Ana Reyes/ });
    expect(within(row).getByRole('link', { name: 'Ana Reyes' })).toHaveAttribute('href', '/patients/12?tab=billing');
    expect(row).toHaveTextContent('₱1,000.00');
    expect(row).toHaveTextContent('₱1,800.00');
    expect(screen.getByText(/As of Apr 20, 2026/)).toBeInTheDocument();
  });

  it('downloads the sales journal and the discount register for the dates chosen, and says so', async () => {
    const view = openReports();
    const from = await dateField('From');
    await view.user.clear(from);
    await view.user.type(from, '2026-03-01');
    const to = await dateField('To');
    await view.user.clear(to);
    await view.user.type(to, '2026-03-31');
    await view.user.click(screen.getByRole('button', { name: 'Download sales journal' }));
    expect(await screen.findByText('Sales journal downloaded.')).toBeInTheDocument();
    const [journal] = view.api.requestsTo('GET /api/v1/reports/sales-journal.csv');
    expect(Object.fromEntries(journal!.query)).toEqual({ from: '2026-03-01', to: '2026-03-31' });

    await view.user.click(screen.getByRole('button', { name: 'Download discount register' }));
    await waitFor(() => expect(view.api.requestsTo('GET /api/v1/reports/discount-register.csv')).toHaveLength(1));
  });

  it('refuses a range that ends before it starts, beside the dates', async () => {
    const view = openReports();
    const from = await dateField('From');
    await view.user.clear(from);
    await view.user.type(from, '2026-04-02');
    const to = await dateField('To');
    await view.user.clear(to);
    await view.user.type(to, '2026-04-01');
    await view.user.click(screen.getByRole('button', { name: 'Download sales journal' }));
    expect(await screen.findByText('The start date must not be after the end date')).toBeInTheDocument();
    expect(view.api.requestsTo('GET /api/v1/reports/sales-journal.csv')).toHaveLength(0);
  });

  it("says the server's refusal of a download", async () => {
    const view = openReports(() => jsonResponse(403, { detail: 'Not allowed' }));
    await view.user.click(await screen.findByRole('button', { name: 'Download sales journal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
  });
});
