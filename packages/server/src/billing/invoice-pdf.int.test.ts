import { beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  CLINIC_TIME_ZONE,
  TIN_INVALID_MESSAGE,
  formatPeso,
  type Invoice,
  type VatStatus,
} from '@clinic/contracts';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../db/schema/index.ts';
import { createDraft, createPricedService, issued, pay } from '../testing/billing.ts';
import { createPatient } from '../testing/patient-files.ts';
import { textOf } from '../testing/pdf-text.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let owner: SignedInUser;
let staff: SignedInUser;
let patientId: number;
let serviceId: number;
const t = useTestApp();
beforeAll(async () => {
  owner = await t.signIn('SUPERADMIN');
  staff = await t.signIn('STAFF');
  patientId = (await createPatient(t, owner.token, { first_name: 'Lola', last_name: 'Cruz' })).id;
  serviceId = (
    await createPricedService(t, owner.token, {
      name: 'Hydrating facial',
      price: '1120.00',
      tax_class: 'vatable',
      senior_pwd_eligible: true,
    })
  ).id;
});

async function clinicIs(vatStatus: VatStatus) {
  const saved = await t.api({
    method: 'PUT',
    url: '/clinic-settings',
    token: owner.token,
    payload: {
      name: 'Glow Clinic',
      registered_name: 'Glow Aesthetic Clinic Corporation',
      trade_name: 'Glow Skin',
      tin: '123-456-789-00001',
      registered_address: '12 Rizal Avenue\nMakati City',
      vat_status: vatStatus,
      invoice_footer_lines: ['Acknowledgement No. 0123-ABCD-4567', 'Thank you for your visit'],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** An issued invoice of two facials for a senior citizen, paid ₱500 in cash. */
async function seniorInvoice(buyerTin?: string): Promise<Invoice> {
  const draft = await createDraft(t, staff.token, {
    patient_id: patientId,
    lines: [{ kind: 'service', service_id: serviceId, quantity: 2 }],
    discount: { kind: 'senior', buyer_name: 'Lola Cruz', id_type: 'OSCA', id_number: 'SC-2024-0099' },
    buyer_tin: buyerTin,
  });
  await issued(t, staff.token, draft.id);
  return pay(t, staff.token, draft.id, { tender: 'cash', amount: '500' });
}

async function printed(url: string, token = staff.token): Promise<string[]> {
  const link = await t.api({ method: 'GET', url, token });
  expect(link.statusCode, link.body).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: link.json().url });
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.headers['cache-control']).toBe('private, no-store');
  return textOf(file.rawPayload);
}

/** The amount printed right of a label: the next text drawn. */
const printedAfter = (lines: string[], label: string) => lines[lines.indexOf(label) + 1];

const pesos = (amount: string) => formatPeso(amount).replace('₱', '');

const issuedDate = (invoice: Invoice) =>
  new Intl.DateTimeFormat('en-PH', { timeZone: CLINIC_TIME_ZONE, dateStyle: 'long' }).format(
    new Date(invoice.issued_at!),
  );

describe.each(['a4', 'receipt'] as const)('the %s invoice PDF', (layout) => {
  it('holds every field a VAT-registered clinic’s invoice must print', async () => {
    await clinicIs('vat');
    const invoice = await seniorInvoice('987-654-321-00000');
    const lines = await printed(`/invoices/${invoice.id}/pdf?layout=${layout}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'INVOICE',
        'Glow Aesthetic Clinic Corporation',
        'Glow Skin',
        'TIN: 123-456-789-00001 (branch code 00001)',
        '12 Rizal Avenue, Makati City',
        'VAT REGISTERED',
        `No. ${invoice.number}`,
        `Date: ${issuedDate(invoice)}`,
        'Sold to: Lola Cruz',
        'Address: 12 Rizal Street, Makati',
        'TIN: 987-654-321-00000',
        'Hydrating facial',
        'Senior citizen: Lola Cruz',
        'OSCA ID No. SC-2024-0099',
        'Signature of the senior citizen or PWD',
        'Acknowledgement No. 0123-ABCD-4567',
        'Thank you for your visit',
      ]),
    );
    if (layout === 'a4') {
      expect(printedAfter(lines, 'Hydrating facial')).toBe('2');
      expect(lines.slice(lines.indexOf('Hydrating facial') + 2, lines.indexOf('Hydrating facial') + 4)).toEqual([
        '1,120.00',
        '2,240.00',
      ]);
    } else {
      expect(printedAfter(lines, 'Hydrating facial')).toBe('2 x 1,120.00');
      expect(printedAfter(lines, '2 x 1,120.00')).toBe('2,240.00');
    }
    // ₱2,240.00 less its VAT is ₱2,000.00; 20 % of that is ₱400.00 off: ₱1,600.00 due, VAT-exempt.
    const totals = {
      Gross: '2,240.00',
      'VATable sales': '0.00',
      'VAT-exempt sales': '1,600.00',
      'Zero-rated sales': '0.00',
      VAT: '0.00',
      'Senior/PWD discount': '400.00',
      'Other discounts': '0.00',
      'Total due': '1,600.00',
      Paid: '500.00',
      Balance: '1,100.00',
    };
    for (const [label, amount] of Object.entries(totals)) expect(printedAfter(lines, label), label).toBe(amount);
    expect(lines).not.toContain('VOID');
    expect(lines).not.toContain('NON-VAT REGISTERED');
  });

  it('says NON-VAT REGISTERED and shows no VAT once the clinic is not VAT-registered', async () => {
    await clinicIs('non_vat');
    const draft = await createDraft(t, staff.token, {
      patient_id: patientId,
      lines: [{ kind: 'service', service_id: serviceId }],
    });
    const invoice = await issued(t, staff.token, draft.id);
    expect(invoice.vat_status).toBe('non_vat');
    const lines = await printed(`/invoices/${invoice.id}/pdf?layout=${layout}`);
    expect(lines).toContain('NON-VAT REGISTERED');
    expect(lines).not.toContain('VAT REGISTERED');
    // No buyer TIN was given: only the seller's prints.
    expect(lines.filter((line) => line.startsWith('TIN: '))).toEqual(['TIN: 123-456-789-00001 (branch code 00001)']);
    for (const [label, amount] of Object.entries({
      Gross: '1,120.00',
      'VATable sales': '0.00',
      'VAT-exempt sales': '1,120.00',
      VAT: '0.00',
      'Total due': '1,120.00',
    }))
      expect(printedAfter(lines, label), label).toBe(amount);
    await clinicIs('vat');
  });

  it('prints VOID across a void invoice, which stays readable', async () => {
    await clinicIs('vat');
    const invoice = await seniorInvoice();
    const voided = await t.api({
      method: 'POST',
      url: `/invoices/${invoice.id}/void`,
      token: owner.token,
      payload: { reason: 'Wrong patient' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const lines = await printed(`/invoices/${invoice.id}/pdf?layout=${layout}`);
    expect(lines).toContain('VOID');
    expect(lines).toContain(`No. ${invoice.number}`);
  });

  it('prints a credit memo against its invoice', async () => {
    await clinicIs('vat');
    const invoice = await seniorInvoice();
    const memo = await t.api({
      method: 'POST',
      url: `/invoices/${invoice.id}/credit-memos`,
      token: owner.token,
      payload: { lines: [{ invoice_line_id: invoice.lines[0]!.id, quantity: 1 }], reason: 'Returned', tender: 'cash' },
    });
    expect(memo.statusCode, memo.body).toBe(200);
    const lines = await printed(`/credit-memos/${memo.json().id}/pdf?layout=${layout}`, owner.token);
    expect(lines).toEqual(
      expect.arrayContaining([
        'CREDIT MEMO',
        `No. ${memo.json().number}`,
        'Glow Aesthetic Clinic Corporation',
        'TIN: 123-456-789-00001 (branch code 00001)',
        'VAT REGISTERED',
        'Sold to: Lola Cruz',
        `Against invoice ${invoice.number}`,
        'Reason: Returned',
        'Hydrating facial',
        'Acknowledgement No. 0123-ABCD-4567',
      ]),
    );
    expect(printedAfter(lines, 'Total credited')).toBe(pesos(memo.json().total));
  });
});

describe('invoice PDF links', () => {
  it('refuse a draft, which has no number yet', async () => {
    const draft = await createDraft(t, staff.token, {
      patient_id: patientId,
      lines: [{ kind: 'service', service_id: serviceId }],
    });
    const refused = await t.api({ method: 'GET', url: `/invoices/${draft.id}/pdf`, token: staff.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: BILLING_MESSAGES.draftCannotBePrinted });
  });

  it('take a buyer TIN only with its branch code', async () => {
    const refused = await t.api({
      method: 'POST',
      url: '/invoices',
      token: staff.token,
      payload: { patient_id: patientId, lines: [{ kind: 'service', service_id: serviceId }], buyer_tin: '987-654-321' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'buyer_tin'], msg: TIN_INVALID_MESSAGE }),
    );
  });

  it('refuse an unknown layout or invoice', async () => {
    const invoice = await seniorInvoice();
    const layout = await t.api({ method: 'GET', url: `/invoices/${invoice.id}/pdf?layout=a5`, token: staff.token });
    expect(layout.statusCode).toBe(422);
    const missing = await t.api({ method: 'GET', url: '/invoices/999999/pdf', token: staff.token });
    expect(missing.statusCode).toBe(404);
  });

  it('open only the layout and document they were made for, and only with a genuine token', async () => {
    const invoice = await seniorInvoice();
    const link = await t.api({ method: 'GET', url: `/invoices/${invoice.id}/pdf?layout=receipt`, token: staff.token });
    const url: string = link.json().url;
    expect(url).toMatch(/^\/api\/v1\/invoice-files\/receipt\//);
    for (const forged of [
      url.replace('/receipt/', '/a4/'),
      url.replace('/invoice-files/', '/credit-memo-files/'),
      `${url.slice(0, -2)}xx`,
    ]) {
      const file = await t.app.inject({ method: 'GET', url: forged });
      expect(file.statusCode, forged).toBe(404);
      expect(file.json()).toEqual({ detail: BILLING_MESSAGES.pdfLinkInvalid });
    }
  });

  it('are audited as a print of the invoice, with its layout', async () => {
    const invoice = await seniorInvoice();
    await printed(`/invoices/${invoice.id}/pdf?layout=receipt`);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'invoice'),
          eq(auditEvents.entityId, String(invoice.id)),
          eq(auditEvents.action, 'print'),
        ),
      );
    expect(audit).toMatchObject({ actorRole: 'STAFF', patientId, changes: { layout: 'receipt' } });
  });
});
