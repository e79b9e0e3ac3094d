import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, TaxClass } from '@clinic/contracts';
import { INVOICE_CASES, expectedTotals, type InvoiceCase } from '@clinic/contracts/testing';
import { createDraft, createPricedService, issued, pay } from '../testing/billing.ts';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let admin: SignedInUser;
let owner: SignedInUser;
let patientId: number;
const servicesByKind = new Map<string, number>();
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  owner = await t.signIn('SUPERADMIN');
  patientId = (await createPatient(t, admin.token)).id;
  for (const taxClass of ['vatable', 'vat_exempt', 'zero_rated'] satisfies TaxClass[]) {
    for (const eligible of [true, false]) {
      const service = await createPricedService(t, admin.token, { tax_class: taxClass, senior_pwd_eligible: eligible });
      servicesByKind.set(`${taxClass}:${eligible}`, service.id);
    }
  }
});

/** The case through the API: a draft of price-list lines, issued, paid, and credited when it says so. */
async function throughTheServer(invoiceCase: InvoiceCase): Promise<Invoice> {
  // The clinic's VAT status is read from its settings when the draft is made.
  const settings = await t.api({
    method: 'PUT',
    url: '/clinic-settings',
    token: owner.token,
    payload: { name: 'Glow Clinic', vat_status: invoiceCase.vat_status },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const draft = await createDraft(t, admin.token, {
    patient_id: patientId,
    discount: invoiceCase.discount,
    lines: invoiceCase.lines.map((line) => ({
      kind: 'service',
      service_id: servicesByKind.get(`${line.tax_class}:${line.senior_pwd_eligible}`),
      quantity: line.quantity,
      unit_price: line.unit_price,
      discount: line.discount,
    })),
  });
  let invoice = await issued(t, admin.token, draft.id);
  for (const payment of invoiceCase.payments ?? []) invoice = await pay(t, admin.token, draft.id, payment);
  if (invoiceCase.credit) {
    const memo = await t.api({
      method: 'POST',
      url: `/invoices/${draft.id}/credit-memos`,
      token: admin.token,
      payload: {
        lines: [{ invoice_line_id: invoice.lines[invoiceCase.credit.line]!.id, quantity: invoiceCase.credit.quantity }],
        reason: 'Returned',
        tender: 'cash',
      },
    });
    expect(memo.statusCode, memo.body).toBe(200);
  }
  return (await t.api({ method: 'GET', url: `/invoices/${draft.id}`, token: admin.token })).json<Invoice>();
}

describe('the hand-computed invoices, through the server', () => {
  it.each(INVOICE_CASES.map((invoiceCase) => [invoiceCase.name, invoiceCase] as const))(
    '%s',
    async (_, invoiceCase) => {
      const invoice = await throughTheServer(invoiceCase);
      expect(invoice.totals).toEqual(expectedTotals(invoiceCase));
      expect(invoice.status).toBe(
        Number(invoice.totals.balance) === 0 ? 'paid' : invoice.totals.paid === '0.00' ? 'issued' : 'partially_paid',
      );
    },
  );
});
