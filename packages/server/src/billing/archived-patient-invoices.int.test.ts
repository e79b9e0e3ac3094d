import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, PATIENT_MESSAGES, type Invoice } from '@clinic/contracts';
import { buildProcedureInput } from '@clinic/contracts/testing';
import { eq } from 'drizzle-orm';
import { patients } from '../db/schema/index.ts';
import { createBillableLot, createDraft, createPricedService, creditBalance, issued, pay } from '../testing/billing.ts';
import { createPatient } from '../testing/patient-files.ts';
import { useFileFixture } from '../testing/file-fixture.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
const admin = useFileFixture(() => t.signIn('ADMIN'));
const staff = useFileFixture(() => t.signIn('STAFF'));
const superadmin = useFileFixture(() => t.signIn('SUPERADMIN'));
const facial = useFileFixture(() => createPricedService(t, admin.token, { price: '1120.00' }));

const creditOf = (patientId: number) => creditBalance(t, patientId);

const invoiceOf = async (id: number) =>
  (await t.api({ method: 'GET', url: `/invoices/${id}`, token: staff.token })).json<Invoice>();

const archive = (patientId: number) => t.api({ method: 'DELETE', url: `/patients/${patientId}`, token: admin.token });

describe("a patient's invoices when the patient is archived", () => {
  it("keeps the invoices readable with the buyer's name, and a restore brings back their links and the credit", async () => {
    const patientId = (await createPatient(t, admin.token, { first_name: 'Lola', last_name: 'Archived' })).id;
    const procedure = (
      await t.api({ method: 'POST', url: '/procedures/', token: admin.token, payload: buildProcedureInput(patientId) })
    ).json<{ id: number }>();
    const sunscreen = await createBillableLot(t, admin.token, 5);
    const draft = await createDraft(t, staff.token, {
      patient_id: patientId,
      lines: [
        { kind: 'service', service_id: facial.id, procedure_id: procedure.id },
        { kind: 'product', product_id: sunscreen.productId, lot_id: sunscreen.lotId, quantity: 1 },
      ],
    });
    const invoice = await issued(t, staff.token, draft.id);
    // ₱1,970.00 owed, ₱2,000.00 paid: ₱30.00 goes into the patient's credit.
    await pay(t, staff.token, invoice.id, { tender: 'gcash', amount: '2000.00', reference: 'GC-ARCH-1' });
    expect(await creditOf(patientId)).toBe(30);
    const before = await invoiceOf(invoice.id);
    const transaction = () =>
      t.api({ method: 'GET', url: `/procedure-transactions/procedure/${procedure.id}`, token: staff.token });
    expect((await transaction()).json()).toMatchObject({ amount: '1120.00', payment_status: 'paid' });

    const archived = await archive(patientId);
    expect(archived.statusCode, archived.body).toBe(200);
    // The tax record stays as issued: number, buyer's name, lines, totals and payments; only the links go.
    const kept = await invoiceOf(invoice.id);
    expect(kept).toMatchObject({
      number: invoice.number,
      status: 'paid',
      patient_id: null,
      patient_name: 'Lola Archived',
      totals: before.totals,
      payments: [{ tender: 'gcash', amount: '2000.00', reference: 'GC-ARCH-1' }],
    });
    expect(kept.lines.map((line) => [line.description, line.procedure_id, line.net])).toEqual(
      before.lines.map((line) => [line.description, null, line.net]),
    );
    const found = await t.api({ method: 'GET', url: `/invoices?number=${invoice.number}`, token: staff.token });
    expect(found.json()).toMatchObject({ total: 1, items: [{ id: invoice.id, patient_name: 'Lola Archived' }] });
    const printed = await t.api({ method: 'GET', url: `/invoices/${invoice.id}/pdf`, token: staff.token });
    expect(printed.statusCode, printed.body).toBe(200);
    const chain = await t.api({ method: 'GET', url: '/invoices/chain-check', token: superadmin.token });
    expect(chain.json()).toMatchObject({ ok: true });
    expect(await creditOf(patientId)).toBe(0);

    const restored = await t.api({
      method: 'POST',
      url: `/patients/archived/${patientId}/restore`,
      token: superadmin.token,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await invoiceOf(invoice.id);
    expect(back).toMatchObject({ patient_id: patientId, totals: before.totals, payments: before.payments });
    expect(back.lines.map((line) => line.procedure_id)).toEqual(before.lines.map((line) => line.procedure_id));
    expect(back.content_hash).toBe(invoice.content_hash);
    const listed = await t.api({ method: 'GET', url: `/invoices?patient_id=${patientId}`, token: staff.token });
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id: invoice.id }] });

    // The procedure's payment follows its invoice again, and cannot be billed a second time.
    const followed = (await transaction()).json<{ id: number }>();
    const put = await t.api({
      method: 'PUT',
      url: `/procedure-transactions/${followed.id}`,
      token: admin.token,
      payload: { amount: '1.00' },
    });
    expect([put.statusCode, put.json()]).toEqual([
      409,
      { detail: BILLING_MESSAGES.transactionFollowsInvoice(invoice.number!) },
    ]);
    const again = await t.api({
      method: 'POST',
      url: '/invoices',
      token: staff.token,
      payload: {
        patient_id: patientId,
        lines: [{ kind: 'service', service_id: facial.id, procedure_id: procedure.id }],
      },
    });
    expect(again.json()).toEqual({ detail: BILLING_MESSAGES.procedureAlreadyInvoiced(invoice.number!) });

    // The credit came back with the ledger, and pays.
    expect(await creditOf(patientId)).toBe(30);
    const next = await createDraft(t, staff.token, {
      patient_id: patientId,
      lines: [{ kind: 'service', service_id: facial.id }],
    });
    await issued(t, staff.token, next.id);
    const paid = await pay(t, staff.token, next.id, { tender: 'patient_credit', amount: '30.00' });
    expect(paid.totals.paid).toBe('30.00');
    expect(await creditOf(patientId)).toBe(0);
  });

  it('is refused while the patient has a draft invoice, and leaves the patient as they were', async () => {
    const patientId = (await createPatient(t, admin.token)).id;
    const draft = await createDraft(t, staff.token, {
      patient_id: patientId,
      lines: [{ kind: 'service', service_id: facial.id }],
    });
    await pay(t, staff.token, draft.id, { tender: 'cash', amount: '500.00' });

    const refused = await archive(patientId);
    expect([refused.statusCode, refused.json()]).toEqual([409, { detail: PATIENT_MESSAGES.archiveHasDraftInvoice }]);
    const [row] = await t.database.db.select().from(patients).where(eq(patients.id, patientId));
    expect(row?.id).toBe(patientId);
    expect(await invoiceOf(draft.id)).toMatchObject({ status: 'draft', patient_id: patientId });

    await t.api({ method: 'DELETE', url: `/invoices/${draft.id}`, token: staff.token });
    // The deleted draft's deposit went into the patient's credit, which the archive keeps.
    expect(await creditOf(patientId)).toBe(500);
    expect((await archive(patientId)).statusCode).toBe(200);
  });
});
