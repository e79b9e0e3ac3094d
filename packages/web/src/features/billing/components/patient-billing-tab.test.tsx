import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceListResponse, PatientCredit, PatientPayments } from '@clinic/contracts';
import { buildUser } from '@clinic/contracts/testing';
import { setToken } from '../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderInRouter } from '../../../testing/render-in-router.tsx';
import { PatientBillingTab } from './patient-billing-tab.tsx';

const invoices: InvoiceListResponse = {
  items: [
    {
      id: 31,
      number: 'INV-000031',
      status: 'partially_paid',
      patient_id: 12,
      patient_name: 'Lola Cruz',
      issued_at: '2026-06-15T02:00:00Z',
      created_at: '2026-06-15T01:55:00Z',
      total_due: '1600.00',
      balance: '600.00',
    },
  ],
  total: 1,
  totalPages: 1,
};

const payments: PatientPayments = {
  patient_id: 12,
  balance_owed: '600.00',
  payments: [
    {
      id: 4,
      invoice_id: 31,
      invoice_number: 'INV-000031',
      tender: 'gcash',
      amount: '1000.00',
      reference: 'GC-778',
      to_credit: '0.00',
      taken_at: '2026-06-15T02:01:00Z',
      taken_by: 'Front Desk',
    },
  ],
};

const credit: PatientCredit = {
  patient_id: 12,
  balance: '150.00',
  entries: [
    {
      id: 9,
      kind: 'refund',
      amount: '150.00',
      invoice_id: 30,
      invoice_number: 'INV-000030',
      credit_memo_id: 2,
      credit_memo_number: 'CM-000002',
      created_at: '2026-06-10T03:00:00Z',
    },
  ],
};

function showTab(answers: { invoices?: InvoiceListResponse; credit?: PatientCredit } = {}) {
  setToken('token');
  const api = mockApi({
    'GET /api/v1/users/me': jsonResponse(200, buildUser({ role: 'STAFF' })),
    'GET /api/v1/invoices': jsonResponse(200, answers.invoices ?? invoices),
    'GET /api/v1/patients/12/payments': jsonResponse(200, payments),
    'GET /api/v1/patients/12/credit': jsonResponse(200, answers.credit ?? credit),
  });
  renderInRouter(<PatientBillingTab patientId={12} />);
  return api;
}

const figure = (label: string) => screen.getByText(label).nextElementSibling;

describe("the patient's Billing tab", () => {
  it('shows the balance owed, the credit balance, and the invoices, payments and credit behind them', async () => {
    const api = showTab();
    expect(await screen.findByText('Partially paid')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/v1/invoices')[0]?.query.get('patient_id')).toBe('12');
    expect(await screen.findByText('GC-778')).toBeInTheDocument();
    expect(figure('Balance owed')).toHaveTextContent('₱600.00');
    expect(figure('Credit balance')).toHaveTextContent('₱150.00');

    const invoiceTable = screen.getByRole('region', { name: 'Invoices' });
    expect(within(invoiceTable).getByRole('link', { name: 'INV-000031' })).toHaveAttribute(
      'href',
      '/billing/invoices/31',
    );
    expect(within(invoiceTable).getByText('₱1,600.00')).toBeInTheDocument();

    const paymentTable = screen.getByRole('region', { name: 'Payments' });
    expect(within(paymentTable).getByText('GCash')).toBeInTheDocument();
    expect(within(paymentTable).getByText('GC-778')).toBeInTheDocument();
    expect(within(paymentTable).getByText('₱1,000.00')).toBeInTheDocument();

    const creditTable = screen.getByRole('region', { name: 'Credit' });
    expect(within(creditTable).getByText('Refund by credit memo')).toBeInTheDocument();
    expect(within(creditTable).getByRole('link', { name: 'CM-000002' })).toHaveAttribute(
      'href',
      '/billing/credit-memos/2',
    );
  });

  it('says when there is nothing yet', async () => {
    showTab({
      invoices: { items: [], total: 0, totalPages: 0 },
      credit: { patient_id: 12, balance: '0.00', entries: [] },
    });
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(await screen.findByText('No credit yet.')).toBeInTheDocument();
    expect(figure('Credit balance')).toHaveTextContent('₱0.00');
  });
});
