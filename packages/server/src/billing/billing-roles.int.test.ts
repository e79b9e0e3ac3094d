import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftInvoiceInput, Role } from '@clinic/contracts';
import { ALL_ROLES, createPatient } from '../testing/patient-files.ts';
import { createDraft, createPricedService, issued, pay } from '../testing/billing.ts';
import { expected, outcome, signInEveryRole } from '../testing/role-matrix.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

let users: Record<Role, SignedInUser>;
let patientId: number;
let serviceId: number;
const t = useTestApp();
beforeAll(async () => {
  users = await signInEveryRole(t);
  patientId = (await createPatient(t, users.ADMIN.token)).id;
  serviceId = (await createPricedService(t, users.ADMIN.token, { price: '1000.00' })).id;
});

const draftPayload = (): DraftInvoiceInput => ({
  patient_id: patientId,
  lines: [{ kind: 'service', service_id: serviceId }],
});

/** An issued invoice, paid in full, made by an administrator for a role to act on. */
async function paidInvoice() {
  const draft = await createDraft(t, users.ADMIN.token, draftPayload());
  const invoice = await issued(t, users.ADMIN.token, draft.id);
  await pay(t, users.ADMIN.token, draft.id, { tender: 'cash', amount: '1000' });
  return invoice;
}

describe.each(ALL_ROLES)('%s', (role) => {
  const token = () => users[role].token;

  it('reads and prints invoices and credit memos with invoice.read', async () => {
    const invoice = await paidInvoice();
    const memo = await t.api({
      method: 'POST',
      url: `/invoices/${invoice.id}/credit-memos`,
      token: users.ADMIN.token,
      payload: { lines: [{ invoice_line_id: invoice.lines[0]!.id, quantity: 1 }], reason: 'Refund', tender: 'cash' },
    });
    const memoId: number = memo.json().id;
    const urls = [
      '/invoices',
      `/invoices/${invoice.id}`,
      `/credit-memos/${memoId}`,
      `/invoices/${invoice.id}/pdf?layout=receipt`,
      `/credit-memos/${memoId}/pdf`,
    ];
    for (const url of urls) {
      const response = await t.api({ method: 'GET', url, token: token() });
      expect(outcome(response.statusCode), url).toBe(expected(role, 'invoice.read'));
    }
  });

  it('makes, changes, deletes, issues and pays drafts with invoice.write', async () => {
    const created = await t.api({ method: 'POST', url: '/invoices', token: token(), payload: draftPayload() });
    expect(outcome(created.statusCode)).toBe(expected(role, 'invoice.write'));
    const id = (await createDraft(t, users.ADMIN.token, draftPayload())).id;
    const requests = [
      { method: 'PUT', url: `/invoices/${id}`, payload: draftPayload() },
      { method: 'POST', url: `/invoices/${id}/payments`, payload: { tender: 'cash', amount: '100' } },
      { method: 'POST', url: `/invoices/${id}/issue` },
    ] as const;
    for (const request of requests) {
      const response = await t.api({ ...request, token: token() });
      expect(outcome(response.statusCode), request.url).toBe(expected(role, 'invoice.write'));
    }
    const other = (await createDraft(t, users.ADMIN.token, draftPayload())).id;
    const deleted = await t.api({ method: 'DELETE', url: `/invoices/${other}`, token: token() });
    expect(outcome(deleted.statusCode)).toBe(expected(role, 'invoice.write'));
  });

  it('voids with invoice.void and credits with invoice.creditMemo', async () => {
    const invoice = await paidInvoice();
    const memo = await t.api({
      method: 'POST',
      url: `/invoices/${invoice.id}/credit-memos`,
      token: token(),
      payload: { lines: [{ invoice_line_id: invoice.lines[0]!.id, quantity: 1 }], reason: 'Refund' },
    });
    expect(outcome(memo.statusCode)).toBe(expected(role, 'invoice.creditMemo'));
    const voided = await t.api({
      method: 'POST',
      url: `/invoices/${(await paidInvoice()).id}/void`,
      token: token(),
      payload: { reason: 'Wrong patient' },
    });
    expect(outcome(voided.statusCode)).toBe(expected(role, 'invoice.void'));
  });

  it("reads the day's figures with invoice.read and closes a day with invoice.write", async () => {
    const date = `2026-01-0${ALL_ROLES.indexOf(role) + 1}`;
    const figures = await t.api({ method: 'GET', url: `/billing/day?date=${date}`, token: token() });
    expect(outcome(figures.statusCode)).toBe(expected(role, 'invoice.read'));
    const closed = await t.api({
      method: 'POST',
      url: '/billing/day/close',
      token: token(),
      payload: { date, counted_cash: '0' },
    });
    expect(outcome(closed.statusCode)).toBe(expected(role, 'invoice.write'));
  });

  it('checks the chains with invoice.verifyChain', async () => {
    const response = await t.api({ method: 'GET', url: '/invoices/chain-check', token: token() });
    expect(outcome(response.statusCode)).toBe(expected(role, 'invoice.verifyChain'));
  });
});
