import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  BillableProduct,
  ChartChecklist,
  ClinicSettings,
  PatientSeniorPwdId,
  Procedure,
  Service,
} from '@clinic/contracts';
import { buildClinicSettings, buildInvoice, buildUser } from '@clinic/contracts/testing';
import { jsonResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const frontDesk = buildUser({ id: 3, role: 'STAFF', full_name: 'Front Desk', display_name: 'Front Desk' });

const consultation: Service = {
  id: 7,
  name: 'Consultation',
  category: 'consultation',
  duration_minutes: 30,
  consent_template_ids: [],
  uses_stock: false,
  active: true,
  price: '1120.00',
  tax_class: 'vatable',
  senior_pwd_eligible: true,
  senior_pwd_note: '',
  photos_before_required: 0,
  photos_after_required: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const sunscreen: BillableProduct = {
  id: 4,
  name: 'Sunscreen SPF 50',
  unit: 'piece',
  selling_price: '850.00',
  tax_class: 'vatable',
  senior_pwd_eligible: false,
  lot_id: 31,
  lot_number: 'SS-2207',
  expiry_date: '2027-03-31',
};

const patientName = { id: 12, first_name: 'Lola', middle_name: '', last_name: 'Cruz' };

/** The issued invoice as the server answers it; the screen shows its number and status. */
const issued = buildInvoice({
  totals: {
    gross: '2240.00',
    vatable_sales: '0.00',
    vat_exempt_sales: '1600.00',
    vat: '0.00',
    senior_pwd_discount: '400.00',
    senior_pwd_vat_exempted: '240.00',
    total_due: '1600.00',
    paid: '1600.00',
  },
});

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => import('../../../app/routes/new-invoice.tsx'), 30_000);

interface CheckOutSetting {
  issue?: () => Response;
  settings?: ClinicSettings;
  toBill?: { procedures: Procedure[]; checklist?: ChartChecklist };
  kept?: PatientSeniorPwdId['senior_pwd_id'];
  payment?: () => Response;
}

function openCheckOut({
  issue = () => jsonResponse(200, issued),
  settings = buildClinicSettings(),
  toBill = { procedures: [] },
  kept = null,
  payment = () => jsonResponse(200, issued),
}: CheckOutSetting = {}) {
  return renderApp('/billing/new?patientId=12', {
    user: frontDesk,
    api: {
      ...Object.fromEntries(
        toBill.procedures.map((procedure) => [
          `GET /api/v1/procedures/${procedure.id}/chart-checklist`,
          jsonResponse(200, toBill.checklist),
        ]),
      ),
      'GET /api/v1/clinic-settings': jsonResponse(200, settings),
      'GET /api/v1/services': jsonResponse(200, { items: [consultation] }),
      'GET /api/v1/price-list/products': jsonResponse(200, { items: [sunscreen] }),
      'GET /api/v1/patients/12/name': jsonResponse(200, patientName),
      'GET /api/v1/patients/12/senior-pwd-id': jsonResponse(200, { senior_pwd_id: kept }),
      // The picker looks the shown name up, in case the person changes the patient.
      'GET /api/v1/patients/search': jsonResponse(200, { items: [] }),
      'GET /api/v1/procedures': jsonResponse(200, {
        items: toBill.procedures,
        total: toBill.procedures.length,
        totalPages: 0,
        stats: { scheduled: 0, ongoing: 0, completed: 0, cancelled: 0 },
      }),
      'GET /api/v1/invoices': jsonResponse(200, { items: [], total: 0, totalPages: 0 }),
      'POST /api/v1/invoices': jsonResponse(200, { ...issued, number: null, status: 'draft' }),
      'POST /api/v1/invoices/1/issue': issue,
      'POST /api/v1/invoices/1/payments': payment,
      'GET /api/v1/invoices/1': jsonResponse(200, issued),
    },
  });
}

const totalDue = () =>
  within(screen.getByRole('region', { name: 'Invoice totals' })).getByText('Total due').nextSibling;

async function addConsultationTwice(view: ReturnType<typeof openCheckOut>) {
  await view.user.type(await screen.findByLabelText('Add from the price list'), 'Consul');
  await view.user.click(await screen.findByRole('option', { name: /Consultation/ }));
  const quantity = within(screen.getByRole('listitem', { name: 'Consultation' })).getByLabelText('Quantity');
  await view.user.clear(quantity);
  await view.user.type(quantity, '2');
}

async function chooseSenior(view: ReturnType<typeof openCheckOut>) {
  await view.user.click(screen.getByRole('combobox', { name: 'Invoice discount' }));
  await view.user.click(screen.getByRole('option', { name: 'Senior citizen' }));
  await view.user.type(screen.getByLabelText(/Buyer name/), 'Lola Cruz');
  await view.user.type(screen.getByLabelText(/ID number/), 'SC-123');
}

const treatedToday: Procedure = {
  id: 40,
  patient_id: 12,
  patient_name: 'Lola Cruz',
  name: 'Consultation',
  service_id: consultation.id,
  doctor_name: 'Dr. Jose Rizal',
  details: null,
  start_datetime: '2026-06-15T01:30:00.000Z',
  end_datetime: null,
  status: 'ongoing',
  medications: [],
  attendance: 'arrived',
  checked_in_at: '2026-06-15T01:20:00.000Z',
  confirmation: 'confirmed',
  booking_note: null,
  transaction: null,
  created_at: '2026-06-15T01:00:00.000Z',
  updated_at: '2026-06-15T01:00:00.000Z',
};

const noSignedNote: ChartChecklist = {
  complete: false,
  items: [
    { key: 'consent', label: 'Consent signed', done: true, detail: 'No consent is needed for this procedure' },
    { key: 'photos_before', label: 'Before photos', done: false, detail: '0 of 1 taken' },
    { key: 'photos_after', label: 'After photos', done: true, detail: 'None needed' },
    { key: 'lots', label: 'Lot of every product on a face point', done: true, detail: 'No product on a face point' },
    { key: 'signed_note', label: 'Signed note', done: false, detail: 'No note yet' },
    { key: 'payment', label: 'Payment settled', done: false, detail: 'Not paid yet' },
  ],
};

describe('Check out of a procedure whose chart is not complete', () => {
  it('says what the chart misses besides the payment the invoice settles', async () => {
    openCheckOut({ toBill: { procedures: [treatedToday], checklist: noSignedNote } });
    const charts = await screen.findByRole('list', { name: 'Charts of the procedures billed' });
    expect(
      await within(charts).findByText(
        /^Chart not complete — Consultation, .*: Before photos \(0 of 1 taken\), Signed note \(No note yet\)$/,
      ),
    ).toBeInTheDocument();
    expect(within(charts).queryByText(/Payment settled/)).not.toBeInTheDocument();
  });
});

describe('the New Invoice form', () => {
  it('shows the totals while typing, by the contracts computation', async () => {
    const view = openCheckOut();
    expect(await screen.findByDisplayValue('Lola Cruz')).toBeInTheDocument();
    await view.user.type(await screen.findByLabelText('Add from the price list'), 'Consul');
    await view.user.click(await screen.findByRole('option', { name: /Consultation/ }));
    expect(totalDue()).toHaveTextContent('₱1,120.00');
    const quantity = within(screen.getByRole('listitem', { name: 'Consultation' })).getByLabelText('Quantity');
    await view.user.clear(quantity);
    await view.user.type(quantity, '2');
    expect(totalDue()).toHaveTextContent('₱2,240.00');
  });

  it('takes the VAT off and 20 % of the rest for a senior citizen', async () => {
    const view = openCheckOut();
    await addConsultationTwice(view);
    await chooseSenior(view);
    expect(totalDue()).toHaveTextContent('₱1,600.00');
    expect(screen.getByText('Senior/PWD discount').nextSibling).toHaveTextContent('₱400.00');
  });

  it("fills the senior citizen's fields with the ID the patient last bought with", async () => {
    const view = openCheckOut({
      kept: { kind: 'senior', buyer_name: 'Lola Cruz', id_type: 'OSCA ID', id_number: 'QC-2026-9' },
    });
    await addConsultationTwice(view);
    await view.user.click(screen.getByRole('combobox', { name: 'Invoice discount' }));
    await view.user.click(screen.getByRole('option', { name: 'Senior citizen' }));
    expect(screen.getByLabelText(/Buyer name/)).toHaveValue('Lola Cruz');
    expect(screen.getByLabelText(/ID type/)).toHaveValue('OSCA ID');
    expect(screen.getByLabelText(/ID number/)).toHaveValue('QC-2026-9');
    expect(screen.getByText("Kept from the patient's last senior/PWD invoice")).toBeInTheDocument();
    expect(totalDue()).toHaveTextContent('₱1,600.00');

    // A PWD discount starts empty: the ID kept is a senior citizen's.
    await view.user.click(screen.getByRole('combobox', { name: 'Invoice discount' }));
    await view.user.click(screen.getByRole('option', { name: 'PWD' }));
    expect(screen.getByLabelText(/ID number/)).toHaveValue('');
  });

  it("follows a non-VAT clinic's registration: no VAT to take off, 20 % of the price for a senior", async () => {
    const view = openCheckOut({ settings: buildClinicSettings({ vat_status: 'non_vat' }) });
    await addConsultationTwice(view);
    await chooseSenior(view);
    expect(totalDue()).toHaveTextContent('₱1,792.00');
  });

  it('issues with split tenders, a reference for GCash, and cash change kept out of the payment', async () => {
    const view = openCheckOut();
    await addConsultationTwice(view);
    await chooseSenior(view);
    await view.user.click(screen.getByRole('button', { name: 'Add payment' }));
    const cash = screen.getByLabelText('Amount 1');
    await view.user.clear(cash);
    await view.user.type(cash, '1000');
    await view.user.click(screen.getByRole('button', { name: 'Add payment' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Tender 2' }));
    await view.user.click(screen.getByRole('option', { name: 'GCash' }));
    await view.user.type(screen.getByLabelText(/Reference 2/), 'GC-778');
    const gcash = screen.getByLabelText('Amount 2');
    await view.user.clear(gcash);
    await view.user.type(gcash, '500');
    expect(screen.getByText('Balance').nextSibling).toHaveTextContent('₱100.00');
    await view.user.clear(cash);
    await view.user.type(cash, '1200');
    expect(screen.getByText('Change due').nextSibling).toHaveTextContent('₱100.00');

    await view.user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000001' })).toBeInTheDocument();
    expect(view.api.requestsTo('POST /api/v1/invoices')[0]?.body).toMatchObject({
      patient_id: 12,
      lines: [{ kind: 'service', service_id: 7, quantity: 2 }],
      discount: { kind: 'senior', buyer_name: 'Lola Cruz', id_number: 'SC-123' },
    });
    expect(view.api.requestsTo('POST /api/v1/invoices/1/payments').map((request) => request.body)).toEqual([
      { tender: 'cash', amount: '1100.00' },
      { tender: 'gcash', amount: '500', reference: 'GC-778' },
    ]);
    expect(await screen.findByText('Invoice INV-000001 was issued.')).toBeInTheDocument();
  });

  it('sells a product from the price list at its price, from the lot the price list names, without senior/PWD', async () => {
    const view = openCheckOut();
    await addConsultationTwice(view);
    await view.user.type(screen.getByLabelText('Add from the price list'), 'Sun');
    await view.user.click(await screen.findByRole('option', { name: 'Sunscreen SPF 50 · ₱850.00 · lot SS-2207' }));
    expect(totalDue()).toHaveTextContent('₱3,090.00');
    await chooseSenior(view);
    // ₱1,600.00 for the two consultations; the sunscreen keeps its price.
    expect(totalDue()).toHaveTextContent('₱2,450.00');
    await view.user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000001' })).toBeInTheDocument();
    expect(view.api.requestsTo('POST /api/v1/invoices')[0]?.body).toMatchObject({
      lines: [
        { kind: 'service', service_id: 7, quantity: 2 },
        { kind: 'product', product_id: 4, lot_id: 31, quantity: 1, unit_price: '850.00' },
      ],
    });
  });

  it("says the server's refusal beside Issue", async () => {
    const view = openCheckOut({ issue: () => jsonResponse(409, { detail: 'Skin booster has only 0 in stock' }) });
    await addConsultationTwice(view);
    await view.user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Skin booster has only 0 in stock');
    expect(screen.getByRole('heading', { name: 'New Invoice' })).toBeInTheDocument();
  });

  it('stays on the form when a payment is refused after the issue, says so beside Issue and keeps what was typed', async () => {
    const numbered = { ...issued, status: 'issued', totals: { ...issued.totals, paid: '0.00', balance: '1600.00' } };
    const view = openCheckOut({
      issue: () => jsonResponse(200, numbered),
      payment: () => jsonResponse(409, { detail: 'The patient has only ₱0.00 of credit' }),
    });
    await addConsultationTwice(view);
    await chooseSenior(view);
    await view.user.click(screen.getByRole('button', { name: 'Add payment' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Tender 1' }));
    await view.user.click(screen.getByRole('option', { name: 'Patient credit' }));

    await view.user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Invoice INV-000001 was issued, but a payment was refused (The patient has only ₱0.00 of credit); take the rest on the invoice's page.",
    );
    expect(screen.getByRole('heading', { name: 'New Invoice' })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount 1')).toHaveValue('1600.00');
    expect(screen.getByLabelText(/ID number/)).toHaveValue('SC-123');
    expect(
      within(screen.getByRole('list', { name: 'Invoice lines' })).getByRole('listitem', { name: 'Consultation' }),
    ).toBeInTheDocument();
    // Issuing again would number a second invoice for the same sale: the invoice's page takes the rest.
    expect(screen.queryByRole('button', { name: /^Issue/ })).not.toBeInTheDocument();
    expect(view.api.requestsTo('POST /api/v1/invoices/1/issue')).toHaveLength(1);
    await view.user.click(screen.getByRole('link', { name: 'Open invoice INV-000001' }));
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000001' })).toBeInTheDocument();
  });
});
