import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, INVENTORY_MESSAGES, type Invoice } from '@clinic/contracts';
import { buildProcedureInput, buildTransactionInput } from '@clinic/contracts/testing';
import { and, eq } from 'drizzle-orm';
import { auditEvents, invoiceLines, lotUsages } from '../db/schema/index.ts';
import { checkChains } from './document-chain.ts';
import {
  createBillableLot,
  createDraft,
  createPricedService,
  creditBalance,
  issueInvoice,
  issued,
  pay,
} from '../testing/billing.ts';
import { createPatient } from '../testing/patient-files.ts';
import { useFileFixture } from '../testing/file-fixture.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
const admin = useFileFixture(() => t.signIn('ADMIN'));
const staff = useFileFixture(() => t.signIn('STAFF'));
const superadmin = useFileFixture(() => t.signIn('SUPERADMIN'));
const facial = useFileFixture(() =>
  createPricedService(t, admin.token, { price: '1120.00', senior_pwd_eligible: true }),
);

const newPatient = async () => (await createPatient(t, admin.token)).id;
const facialDraft = async (patientId: number, token = staff.token) =>
  createDraft(t, token, { patient_id: patientId, lines: [{ kind: 'service', service_id: facial.id }] });
const serial = (invoice: Invoice) => Number(invoice.number!.slice('INV-'.length));

const creditOf = (patientId: number) => creditBalance(t, patientId);

describe('an invoice from draft to issued', () => {
  it('prices a draft from the price list, then issues it with the next number and refuses every change', async () => {
    const patientId = await newPatient();
    const draft = await facialDraft(patientId);
    expect(draft).toMatchObject({ status: 'draft', number: null, branch: { name: 'Main' } });
    expect(draft.lines[0]).toMatchObject({
      unit_price: '1120.00',
      description: expect.stringMatching(/^Priced service/),
    });
    expect(draft.totals).toMatchObject({ total_due: '1120.00', vat: '120.00' });
    // The answers to writing and issuing are built from what was written: they read as a later GET does.
    const stored = async () =>
      (await t.api({ method: 'GET', url: `/invoices/${draft.id}`, token: staff.token })).json();
    expect(draft).toEqual(await stored());

    const changed = await t.api({
      method: 'PUT',
      url: `/invoices/${draft.id}`,
      token: staff.token,
      payload: { patient_id: patientId, lines: [{ kind: 'service', service_id: facial.id, quantity: 2 }] },
    });
    expect(changed.json().totals.total_due).toBe('2240.00');

    const invoice = await issued(t, staff.token, draft.id);
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.status).toBe('issued');
    expect(invoice.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(invoice).toEqual(await stored());

    const refusal = { detail: BILLING_MESSAGES.issuedIsFinal(invoice.number!) };
    const put = await t.api({
      method: 'PUT',
      url: `/invoices/${draft.id}`,
      token: admin.token,
      payload: { patient_id: patientId, lines: [{ kind: 'service', service_id: facial.id }] },
    });
    expect([put.statusCode, put.json()]).toEqual([409, refusal]);
    const deleted = await t.api({ method: 'DELETE', url: `/invoices/${draft.id}`, token: admin.token });
    expect([deleted.statusCode, deleted.json()]).toEqual([409, refusal]);
    const again = await issueInvoice(t, admin.token, draft.id);
    expect([again.statusCode, again.json()]).toEqual([409, refusal]);

    const voided = await t.api({
      method: 'POST',
      url: `/invoices/${draft.id}/void`,
      token: admin.token,
      payload: { reason: 'Billed the wrong patient' },
    });
    expect(voided.json()).toMatchObject({
      status: 'void',
      number: invoice.number,
      void_reason: 'Billed the wrong patient',
    });
    const payVoid = await t.api({
      method: 'POST',
      url: `/invoices/${draft.id}/payments`,
      token: staff.token,
      payload: { tender: 'cash', amount: '10' },
    });
    expect([payVoid.statusCode, payVoid.json()]).toEqual([409, { detail: BILLING_MESSAGES.voidRefusesPayment }]);
    const next = await issued(t, staff.token, (await facialDraft(patientId)).id);
    expect(serial(next)).toBe(serial(invoice) + 1);

    const audit = await t.database.db
      .select({
        action: auditEvents.action,
        actorUserId: auditEvents.actorUserId,
        patientId: auditEvents.patientId,
        changes: auditEvents.changes,
      })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'invoice'), eq(auditEvents.entityId, String(draft.id))))
      .orderBy(auditEvents.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'issue', 'void']);
    expect(audit[2]).toEqual({
      action: 'issue',
      actorUserId: staff.user.id,
      patientId,
      changes: { number: invoice.number, total_due: '2240.00', status: 'issued' },
    });
    const history = await t.api({ method: 'GET', url: `/patients/${patientId}/history/changes`, token: admin.token });
    expect(history.json().items).toContainEqual(
      expect.objectContaining({ entity: 'invoice', action: 'void', subject: invoice.number }),
    );
  });

  it('uses no number for an issue refused for stock, and takes the stock of the one that goes through', async () => {
    const patientId = await newPatient();
    const { productId, lotId, lotNumber } = await createBillableLot(t, admin.token, 1);
    const before = await issued(t, staff.token, (await facialDraft(patientId)).id);
    const tooMuch = await createDraft(t, staff.token, {
      patient_id: patientId,
      lines: [{ kind: 'product', product_id: productId, lot_id: lotId, quantity: 2 }],
    });
    expect(tooMuch.totals.total_due).toBe('1700.00');
    const refused = await issueInvoice(t, staff.token, tooMuch.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(INVENTORY_MESSAGES.notEnoughStock(lotNumber, '1', 'piece'));
    const stillDraft = await t.api({ method: 'GET', url: `/invoices/${tooMuch.id}`, token: staff.token });
    expect(stillDraft.json()).toMatchObject({ status: 'draft', number: null });
    expect(await t.database.db.select().from(lotUsages).where(eq(lotUsages.lotId, lotId))).toEqual([]);

    const one = await createDraft(t, staff.token, {
      patient_id: patientId,
      lines: [{ kind: 'product', product_id: productId, lot_id: lotId, quantity: 1 }],
    });
    const sold = await issued(t, staff.token, one.id);
    expect(serial(sold)).toBe(serial(before) + 1);
    const lot = await t.api({ method: 'GET', url: `/lots/${lotId}`, token: admin.token });
    expect(lot.json().lot.on_hand).toBe(0);
  });

  it('takes a deposit on a draft, a part payment, an overpayment into patient credit, and spends the credit', async () => {
    const patientId = await newPatient();
    const draft = await facialDraft(patientId);
    const deposit = await pay(t, staff.token, draft.id, { tender: 'cash', amount: '300' });
    expect(deposit).toMatchObject({ status: 'draft', totals: { paid: '300.00', balance: '820.00' } });
    expect((await issued(t, staff.token, draft.id)).status).toBe('partially_paid');
    const missingReference = await t.api({
      method: 'POST',
      url: `/invoices/${draft.id}/payments`,
      token: staff.token,
      payload: { tender: 'gcash', amount: '900' },
    });
    expect(missingReference.statusCode).toBe(422);
    const paid = await pay(t, staff.token, draft.id, { tender: 'gcash', amount: '900', reference: 'GC-55' });
    expect(paid).toMatchObject({ status: 'paid', totals: { paid: '1200.00', balance: '0.00', overpaid: '80.00' } });
    expect(paid.payments.map((payment) => payment.to_credit)).toEqual(['0.00', '80.00']);
    expect(await creditOf(patientId)).toBe(80);

    const next = await facialDraft(patientId);
    const tooMuch = await t.api({
      method: 'POST',
      url: `/invoices/${next.id}/payments`,
      token: staff.token,
      payload: { tender: 'patient_credit', amount: '100' },
    });
    expect([tooMuch.statusCode, tooMuch.json()]).toEqual([409, { detail: BILLING_MESSAGES.notEnoughCredit('80.00') }]);
    await pay(t, staff.token, next.id, { tender: 'patient_credit', amount: '80' });
    expect(await creditOf(patientId)).toBe(0);
    const removed = await t.api({ method: 'DELETE', url: `/invoices/${next.id}`, token: staff.token });
    expect(removed.statusCode).toBe(200);
    expect(await creditOf(patientId)).toBe(80);
  });

  it('keeps free-text lines to administrators, and a procedure to one issued invoice', async () => {
    const patientId = await newPatient();
    const text = { kind: 'text', description: 'Medical certificate', unit_price: '150' } as const;
    const refused = await t.api({
      method: 'POST',
      url: '/invoices',
      token: staff.token,
      payload: { patient_id: patientId, lines: [text] },
    });
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: BILLING_MESSAGES.freeTextNeedsAdmin }]);
    expect((await createDraft(t, admin.token, { patient_id: patientId, lines: [text] })).totals.total_due).toBe(
      '150.00',
    );

    const procedure = await t.api({
      method: 'POST',
      url: '/procedures/',
      token: admin.token,
      payload: buildProcedureInput(patientId),
    });
    const line = { kind: 'service', service_id: facial.id, procedure_id: procedure.json().id } as const;
    const first = await createDraft(t, staff.token, { patient_id: patientId, lines: [line] });
    const second = await createDraft(t, staff.token, { patient_id: patientId, lines: [line] });
    const number = (await issued(t, staff.token, first.id)).number!;
    const again = await issueInvoice(t, staff.token, second.id);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { detail: BILLING_MESSAGES.procedureAlreadyInvoiced(number) },
    ]);
    const otherPatient = await t.api({
      method: 'POST',
      url: '/invoices',
      token: staff.token,
      payload: { patient_id: await newPatient(), lines: [line] },
    });
    expect(otherPatient.statusCode).toBe(422);
  });

  it('makes a numbered credit memo against an issued invoice only, for no more than was sold', async () => {
    const patientId = await newPatient();
    const draft = await createDraft(t, staff.token, {
      patient_id: patientId,
      lines: [{ kind: 'service', service_id: facial.id, quantity: 2 }],
    });
    const credit = (lines: object[]) =>
      t.api({
        method: 'POST',
        url: `/invoices/${draft.id}/credit-memos`,
        token: admin.token,
        payload: { lines, reason: 'Session not done', tender: 'patient_credit' },
      });
    expect((await credit([{ invoice_line_id: draft.lines[0]!.id, quantity: 1 }])).statusCode).toBe(409);
    const invoice = await issued(t, staff.token, draft.id);
    await pay(t, staff.token, draft.id, { tender: 'cash', amount: '2240' });
    const tooMany = await credit([{ invoice_line_id: invoice.lines[0]!.id, quantity: 3 }]);
    expect([tooMany.statusCode, tooMany.json()]).toEqual([
      422,
      { detail: BILLING_MESSAGES.returnTooLarge(invoice.lines[0]!.id, 2) },
    ]);
    const empty = await credit([]);
    expect([empty.statusCode, empty.json().detail]).toEqual([
      422,
      [expect.objectContaining({ loc: ['body', 'lines'], msg: BILLING_MESSAGES.nothingToCredit })],
    ]);
    const memo = await credit([{ invoice_line_id: invoice.lines[0]!.id, quantity: 1 }]);
    expect(memo.json()).toMatchObject({
      number: expect.stringMatching(/^CM-\d{6}$/),
      invoice_number: invoice.number,
      patient_name: invoice.patient_name,
      total: '1120.00',
      vat: '120.00',
      refunded: '1120.00',
    });
    expect(await creditOf(patientId)).toBe(1120);
    const ledger = await t.api({ method: 'GET', url: `/patients/${patientId}/credit`, token: staff.token });
    expect(ledger.json().entries).toMatchObject([
      { kind: 'refund', credit_memo_id: memo.json().id, credit_memo_number: memo.json().number },
    ]);
    const read = await t.api({ method: 'GET', url: `/credit-memos/${memo.json().id}`, token: staff.token });
    expect(read.json()).toEqual(memo.json());
    const after = await t.api({ method: 'GET', url: `/invoices/${draft.id}`, token: staff.token });
    expect(after.json()).toMatchObject({
      status: 'paid',
      credit_memo_ids: [memo.json().id],
      credit_memos: [
        {
          id: memo.json().id,
          number: memo.json().number,
          issued_at: memo.json().issued_at,
          tender: 'patient_credit',
          total: '1120.00',
          refunded: '1120.00',
        },
      ],
      totals: { credited: '1120.00' },
    });
    expect(after.json().lines[0]).toMatchObject({ quantity: 2, credited_quantity: 1 });
  });

  it('lists invoices by patient, state and number', async () => {
    const patientId = await newPatient();
    const open = await facialDraft(patientId);
    const done = await issued(t, staff.token, (await facialDraft(patientId)).id);
    const list = (query: string) =>
      t
        .api({ method: 'GET', url: `/invoices?patient_id=${patientId}${query}`, token: staff.token })
        .then((r) => r.json());
    expect((await list('')).items.map((item: Invoice) => item.id)).toEqual([done.id, open.id]);
    expect(await list('&status=draft')).toMatchObject({
      total: 1,
      totalPages: 1,
      items: [{ id: open.id, number: null }],
    });
    expect((await list(`&number=${done.number!.slice(-6)}`)).items).toEqual([
      expect.objectContaining({ id: done.id, total_due: '1120.00', balance: '1120.00' }),
    ]);
  });
});

describe('the spec transactions follow their invoice', () => {
  it('takes the line net, the paid state and the mode of the tenders, refuses changes there, and counts each peso once', async () => {
    const patientId = await newPatient();
    const procedure = (
      await t.api({ method: 'POST', url: '/procedures/', token: admin.token, payload: buildProcedureInput(patientId) })
    ).json();
    const own = await t.api({
      method: 'POST',
      url: '/procedure-transactions',
      token: staff.token,
      payload: buildTransactionInput(procedure.id, { amount: '5000.00' }),
    });
    const transactionId = own.json().id;
    const draft = await createDraft(t, staff.token, {
      patient_id: patientId,
      lines: [{ kind: 'service', service_id: facial.id, procedure_id: procedure.id }],
      discount: { kind: 'senior', buyer_name: 'Lola Cruz', id_type: 'OSCA', id_number: 'QC-1' },
    });
    const invoice = await issued(t, staff.token, draft.id);
    const transaction = () =>
      t
        .api({ method: 'GET', url: `/procedure-transactions/${transactionId}`, token: staff.token })
        .then((r) => r.json());
    expect(await transaction()).toMatchObject({ amount: '800.00', payment_status: 'pending' });

    await pay(t, staff.token, draft.id, { tender: 'cash', amount: '300' });
    await pay(t, staff.token, draft.id, { tender: 'maya', amount: '500', reference: 'MAYA-1' });
    expect(await transaction()).toMatchObject({ amount: '800.00', payment_status: 'paid', payment_mode: 'paymaya' });

    const refusal = { detail: BILLING_MESSAGES.transactionFollowsInvoice(invoice.number!) };
    expect(refusal.detail).toBe(`This payment is part of invoice ${invoice.number}; change it there.`);
    const put = await t.api({
      method: 'PUT',
      url: `/procedure-transactions/${transactionId}`,
      token: admin.token,
      payload: { amount: '1.00' },
    });
    expect([put.statusCode, put.json()]).toEqual([409, refusal]);
    const deleted = await t.api({
      method: 'DELETE',
      url: `/procedure-transactions/${transactionId}`,
      token: admin.token,
    });
    expect([deleted.statusCode, deleted.json()]).toEqual([409, refusal]);
    const throughProcedure = await t.api({
      method: 'PUT',
      url: `/procedures/${procedure.id}`,
      token: admin.token,
      payload: { transaction: { amount: '1.00', payment_mode: 'cash', payment_status: 'paid' } },
    });
    expect([throughProcedure.statusCode, throughProcedure.json()]).toEqual([409, refusal]);

    const patient = (await t.api({ method: 'GET', url: `/patients/${patientId}`, token: admin.token })).json();
    const summary = await t.api({
      method: 'GET',
      url: `/procedure-transactions?patient_name=${encodeURIComponent(`${patient.first_name} ${patient.last_name}`)}`,
      token: admin.token,
    });
    expect(summary.json()).toMatchObject({ total: 1, stats: { total_amount: '800.00', paid_amount: '800.00' } });

    await t.api({
      method: 'POST',
      url: `/invoices/${draft.id}/void`,
      token: admin.token,
      payload: { reason: 'Wrong buyer' },
    });
    expect(await transaction()).toMatchObject({ amount: '800.00', payment_status: 'pending' });
    const free = await t.api({
      method: 'PUT',
      url: `/procedure-transactions/${transactionId}`,
      token: admin.token,
      payload: { amount: '900.00' },
    });
    expect(free.statusCode).toBe(200);
  });
});

describe('the chain check', () => {
  it('passes on untouched series and names the first document altered by SQL', async () => {
    const patientId = await newPatient();
    const altered = await issued(t, staff.token, (await facialDraft(patientId)).id);
    await issued(t, staff.token, (await facialDraft(patientId)).id);
    const check = () =>
      t.api({ method: 'GET', url: '/invoices/chain-check', token: superadmin.token }).then((r) => r.json());
    expect(await check()).toMatchObject({ ok: true, first_bad: null });

    const lineId = altered.lines[0]!.id;
    await t.database.db.update(invoiceLines).set({ unitPrice: '1.00' }).where(eq(invoiceLines.id, lineId));
    expect(await check()).toMatchObject({ ok: false, first_bad: altered.number });
    await t.database.db.update(invoiceLines).set({ unitPrice: '1120.00' }).where(eq(invoiceLines.id, lineId));
    expect(await check()).toMatchObject({ ok: true });
  });

  it('holds for names and texts with quotes, backslashes, accents and emoji', async () => {
    const patientId = (
      await createPatient(t, admin.token, { first_name: 'Ma. "Jun" Niño', last_name: 'Dela Cruz\\Peña 🌸' })
    ).id;
    const draft = await createDraft(t, staff.token, {
      patient_id: patientId,
      buyer_tin: '123-456-789-00000',
      lines: [{ kind: 'service', service_id: facial.id }],
    });
    const invoice = await issued(t, staff.token, draft.id);
    expect(invoice.patient_name).toContain('Niño');
    const check = await t.api({ method: 'GET', url: '/invoices/chain-check', token: superadmin.token });
    expect(check.json()).toMatchObject({ ok: true, first_bad: null });
  });

  it('reads a series a batch at a time and still names the first altered document past a batch', async () => {
    const patientId = await newPatient();
    const invoices = [];
    for (let count = 0; count < 3; count += 1)
      invoices.push(await issued(t, staff.token, (await facialDraft(patientId)).id));
    const whole = await checkChains(t.database.db);
    expect(whole.ok).toBe(true);
    expect(await checkChains(t.database.db, 2)).toEqual(whole);

    const altered = invoices.at(-1)!;
    const lineId = altered.lines[0]!.id;
    await t.database.db.update(invoiceLines).set({ description: 'Altered' }).where(eq(invoiceLines.id, lineId));
    expect(await checkChains(t.database.db, 2)).toMatchObject({ ok: false, first_bad: altered.number });
    await t.database.db
      .update(invoiceLines)
      .set({ description: altered.lines[0]!.description })
      .where(eq(invoiceLines.id, lineId));
    expect(await checkChains(t.database.db, 2)).toMatchObject({ ok: true });
  });

  it("still holds when the patient's record is archived: the invoice stays, with the buyer's name", async () => {
    const patientId = await newPatient();
    const procedure = (
      await t.api({ method: 'POST', url: '/procedures/', token: admin.token, payload: buildProcedureInput(patientId) })
    ).json();
    const invoice = await issued(
      t,
      staff.token,
      (
        await createDraft(t, staff.token, {
          patient_id: patientId,
          lines: [{ kind: 'service', service_id: facial.id, procedure_id: procedure.id }],
        })
      ).id,
    );
    const archived = await t.api({ method: 'DELETE', url: `/patients/${patientId}`, token: admin.token });
    expect(archived.statusCode, archived.body).toBe(200);
    const kept = await t.api({ method: 'GET', url: `/invoices/${invoice.id}`, token: staff.token });
    expect(kept.json()).toMatchObject({ number: invoice.number, patient_name: invoice.patient_name });
    const check = await t.api({ method: 'GET', url: '/invoices/chain-check', token: superadmin.token });
    expect(check.json()).toMatchObject({ ok: true });
  });
});
