import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AgingReport,
  CreditMemo,
  LotDetail,
  PatientCredit,
  PatientPayments,
  PatientSeniorPwdId,
} from '@clinic/contracts';
import { createBillableLot, createDraft, createPricedService, issued, pay } from '../testing/billing.ts';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp } from '../testing/test-app.ts';
import { invoices } from '../db/schema/index.ts';
import { JOURNAL_DAYS_PER_BATCH } from './reports.repository.ts';
import { createReportsService } from './reports.service.ts';

let now = new Date('2026-01-05T03:00:00Z');
const t = useTestApp({ clock: () => now });

/**
 * Moves the clock to 11:00 in Manila on `date` and signs an administrator in at that time. An
 * invoice is never timed before the one numbered before it, so the tests issue in date order.
 */
async function at(date: string) {
  now = new Date(`${date}T03:00:00Z`);
  return (await t.signIn('ADMIN')).token;
}

let vatable: number;
let exempt: number;
beforeAll(async () => {
  const token = await at('2025-12-01');
  vatable = (await createPricedService(t, token, { price: '1120.00', senior_pwd_eligible: true })).id;
  exempt = (await createPricedService(t, token, { price: '500.00', tax_class: 'vat_exempt' })).id;
});

const serviceLine = (serviceId: number, quantity = 1) => ({
  kind: 'service' as const,
  service_id: serviceId,
  quantity,
});

async function invoice(token: string, patientId: number, lines: object[], extra: object = {}) {
  const draft = await createDraft(t, token, { patient_id: patientId, lines: lines as never, ...extra });
  return issued(t, token, draft.id);
}

const download = (token: string, report: string, from: string, to: string) =>
  t.api({ method: 'GET', url: `/reports/${report}.csv?from=${from}&to=${to}`, token });

describe('the sales journal and the senior/PWD discount register', () => {
  it('streams one row per document issued in the dates, credit memos negative, cells a spreadsheet will not run', async () => {
    const token = await at('2026-01-05');
    const patient = await createPatient(t, token, { first_name: 'Lola', last_name: 'Journal' });
    const senior = await invoice(token, patient.id, [serviceLine(vatable)], {
      buyer_tin: '123-456-789-00000',
      discount: { kind: 'senior', buyer_name: '=HYPERLINK("x")', id_type: 'OSCA', id_number: '=cmd|calc' },
    });
    const returned = await invoice(token, patient.id, [serviceLine(vatable, 2)]);
    const memo = await t.api({
      method: 'POST',
      url: `/invoices/${returned.id}/credit-memos`,
      token,
      payload: {
        lines: [{ invoice_line_id: returned.lines[0]!.id, quantity: 1 }],
        reason: 'One session',
        tender: 'cash',
      },
    });
    expect(memo.statusCode, memo.body).toBe(200);
    const voided = await invoice(token, patient.id, [serviceLine(exempt)]);
    const voiding = await t.api({
      method: 'POST',
      url: `/invoices/${voided.id}/void`,
      token,
      payload: { reason: 'Wrong patient' },
    });
    expect(voiding.statusCode, voiding.body).toBe(200);
    const later = await at('2026-02-02');
    await invoice(later, patient.id, [serviceLine(exempt)], {
      discount: { kind: 'pwd', buyer_name: 'Lola Journal', id_type: 'PWD', id_number: 'PWD-9' },
    });

    const journal = await download(later, 'sales-journal', '2026-01-01', '2026-01-31');
    expect(journal.statusCode, journal.body).toBe(200);
    expect(journal.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(journal.headers['content-disposition']).toBe(
      'attachment; filename="sales-journal_2026-01-01_2026-01-31.csv"',
    );
    expect(journal.headers['cache-control']).toBe('no-store');
    // Streamed: the length is not known before the last row is written.
    expect(journal.headers['content-length']).toBeUndefined();
    const buyer = 'Lola Journal';
    // The test's clock issues everything at one moment: the invoices come first, then the credit memo.
    expect(journal.body.split('\r\n')).toEqual([
      '\uFEFFDate,Number,Buyer,TIN,Gross,VATable sales,VAT-exempt sales,Zero-rated sales,VAT,Discounts,Net,Status',
      `2026-01-05,${senior.number},${buyer},123-456-789-00000,1120.00,0.00,800.00,0.00,0.00,200.00,800.00,issued`,
      `2026-01-05,${returned.number},${buyer},,2240.00,2000.00,0.00,0.00,240.00,0.00,2240.00,issued`,
      `2026-01-05,${voided.number},${buyer},,500.00,0.00,500.00,0.00,0.00,0.00,500.00,void`,
      `2026-01-05,${memo.json<CreditMemo>().number},${buyer},,-1120.00,-1000.00,0.00,0.00,-120.00,0.00,-1120.00,credit memo`,
      '',
    ]);

    const register = await download(later, 'discount-register', '2026-01-01', '2026-02-28');
    expect(register.statusCode, register.body).toBe(200);
    expect(register.headers['content-disposition']).toBe(
      'attachment; filename="discount-register_2026-01-01_2026-02-28.csv"',
    );
    // The PWD invoice of February took nothing off (its service is not eligible): it is not in the register.
    expect(register.body.split('\r\n')).toEqual([
      '\uFEFFDate,Invoice number,Name,ID number,Gross,Discount,VAT exempted',
      `2026-01-05,${senior.number},"'=HYPERLINK(""x"")",'=cmd|calc,1120.00,200.00,120.00`,
      '',
    ]);
  });

  it('writes documents of more days than one batch, in order, without losing or repeating any', async () => {
    const token = await at('2027-03-01');
    // The first invoice issued makes the branch; the rest are written as issued rows at once.
    const first = await invoice(token, (await createPatient(t, token)).id, [serviceLine(exempt)]);
    const stored = (await t.database.db.select().from(invoices).where(eq(invoices.id, first.id)))[0]!;
    const days = 3 * JOURNAL_DAYS_PER_BATCH;
    const clinicMidnight = (day: number) => Date.parse('2027-02-28T16:00:00Z') + day * 86_400_000;
    // Each clinic day's first and last millisecond and two invoices of one moment at noon; one
    // invoice just before the range and one just after, which stay out.
    const moments = [
      clinicMidnight(0) - 1,
      ...Array.from({ length: days }, (_, day) => {
        const midnight = clinicMidnight(day);
        return [midnight, midnight + 43_200_000, midnight + 43_200_000, clinicMidnight(day + 1) - 1];
      }).flat(),
      clinicMidnight(days),
    ];
    // Written latest first, so ids run against time and only the order of issue puts them right.
    const bulk = moments
      .map((moment, index) => ({ moment, number: `BULK-${String(index).padStart(6, '0')}` }))
      .reverse();
    await t.database.db.insert(invoices).values(
      bulk.map(({ moment, number }) => ({
        branchId: stored.branchId,
        buyerName: number,
        status: 'issued' as const,
        vatStatus: 'vat' as const,
        totals: stored.totals,
        totalDue: stored.totalDue,
        balance: stored.balance,
        number,
        issuedAt: new Date(moment),
      })),
    );
    const journal = await download(token, 'sales-journal', '2027-03-01', '2027-03-21');
    const numbers = journal.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[1]);
    // In the order of issue; of one moment, the one written first (the lower id).
    const inRange = bulk
      .map((document, written) => ({ ...document, written }))
      .filter(({ moment }) => moment >= clinicMidnight(0) && moment < clinicMidnight(days))
      .sort((a, b) => a.moment - b.moment || a.written - b.written);
    const firstAt = Date.parse(first.issued_at!);
    expect(numbers).toEqual([
      ...inRange.filter(({ moment }) => moment <= firstAt).map(({ number }) => number),
      first.number,
      ...inRange.filter(({ moment }) => moment > firstAt).map(({ number }) => number),
    ]);
    expect(numbers).toHaveLength(4 * days + 1);
  });

  it('fails the download rather than leave out a document whose amounts are not plain decimals', async () => {
    const token = await at('2027-05-03');
    const sold = await invoice(token, (await createPatient(t, token)).id, [serviceLine(exempt)]);
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.id, sold.id));
    const corrupt = (figure: 'gross' | 'total_due') =>
      t.database.db
        .update(invoices)
        .set({ totals: { ...stored!.totals, [figure]: '=1+1' } })
        .where(eq(invoices.id, sold.id));
    // The sales figures the day close sums are columns the database computes from the totals: it
    // refuses one that is not a number. The total due is read from the totals as it is.
    await expect(corrupt('gross')).rejects.toThrow();
    await corrupt('total_due');
    const { chunks } = createReportsService({ db: t.database.db, clock: () => now }).salesJournal({
      from: '2027-05-03',
      to: '2027-05-03',
    });
    const written: string[] = [];
    await expect(async () => {
      for await (const chunk of chunks) written.push(chunk);
    }).rejects.toThrow('1 sales journal documents of 2027-05-03 … 2027-05-03 have no line');
    expect(written.join('')).not.toContain(sold.number!);
  });

  it('refuses reversed dates and everyone but administrators', async () => {
    const token = await at('2026-02-03');
    const reversed = await download(token, 'sales-journal', '2026-02-01', '2026-01-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().detail[0].msg).toBe('The start date must not be after the end date');
    const staff = (await t.signIn('STAFF')).token;
    expect((await download(staff, 'discount-register', '2026-01-01', '2026-01-31')).statusCode).toBe(403);
  });
});

describe('balances owed by age', () => {
  it('puts each unpaid balance in the bracket of the days since its invoice was issued', async () => {
    let token = await at('2028-12-20');
    const patient = await createPatient(t, token, { first_name: 'Ana', last_name: 'Aging' });
    await invoice(token, patient.id, [serviceLine(exempt)]);
    token = await at('2029-02-05');
    await invoice(token, patient.id, [serviceLine(exempt)]);
    token = await at('2029-03-10');
    await pay(t, token, (await invoice(token, patient.id, [serviceLine(exempt)])).id, {
      tender: 'cash',
      amount: '200',
    });
    token = await at('2029-04-15');
    await invoice(token, patient.id, [serviceLine(exempt)]);
    await pay(t, token, (await invoice(token, patient.id, [serviceLine(exempt)])).id, {
      tender: 'cash',
      amount: '500',
    });

    token = await at('2029-04-20');
    const response = await t.api({ method: 'GET', url: '/reports/aging', token });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<AgingReport>();
    expect(report.as_of).toBe('2029-04-20');
    // 121, 74, 41 and 5 days old; the paid invoice owes nothing.
    expect(report.rows.find((row) => row.patient_id === patient.id)).toEqual({
      patient_id: patient.id,
      patient_name: 'Ana Aging',
      days_0_30: '500.00',
      days_31_60: '300.00',
      days_61_90: '500.00',
      over_90: '500.00',
      total: '1800.00',
      invoice_count: 4,
    });
    const sum = (key: 'over_90' | 'total') =>
      report.rows.reduce((total, row) => total + Number(row[key]), 0).toFixed(2);
    expect(report.totals.over_90).toBe(sum('over_90'));
    expect(report.totals.total).toBe(sum('total'));

    const staff = (await t.signIn('STAFF')).token;
    expect((await t.api({ method: 'GET', url: '/reports/aging', token: staff })).statusCode).toBe(403);
  });
});

describe('what billing keeps on the patient', () => {
  it('answers the credit balance and its ledger, newest first', async () => {
    const token = await at('2029-05-04');
    const patient = await createPatient(t, token, { first_name: 'Cora', last_name: 'Credit' });
    const overpaid = await invoice(token, patient.id, [serviceLine(exempt)]);
    await pay(t, token, overpaid.id, { tender: 'gcash', amount: '800', reference: 'GC-77' });
    const next = await invoice(token, patient.id, [serviceLine(exempt)]);
    await pay(t, token, next.id, { tender: 'patient_credit', amount: '200' });

    const response = await t.api({ method: 'GET', url: `/patients/${patient.id}/credit`, token });
    expect(response.statusCode, response.body).toBe(200);
    const credit = response.json<PatientCredit>();
    expect(credit.balance).toBe('100.00');
    expect(credit.entries.map(({ kind, amount, invoice_number }) => ({ kind, amount, invoice_number }))).toEqual([
      { kind: 'used', amount: '-200.00', invoice_number: next.number },
      { kind: 'overpayment', amount: '300.00', invoice_number: overpaid.number },
    ]);
    const account = await t.api({ method: 'GET', url: `/patients/${patient.id}/payments`, token });
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json<PatientPayments>()).toMatchObject({
      balance_owed: '300.00',
      payments: [
        { tender: 'patient_credit', amount: '200.00', invoice_number: next.number },
        { tender: 'gcash', amount: '800.00', reference: 'GC-77', to_credit: '300.00', invoice_number: overpaid.number },
      ],
    });
    const missing = await t.api({ method: 'GET', url: '/patients/999999/credit', token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Patient not found' });
  });

  it("keeps the senior/PWD buyer's ID from the last invoice that used it", async () => {
    const token = await at('2029-05-05');
    const patient = await createPatient(t, token, { first_name: 'Lolo', last_name: 'Keeps' });
    const kept = () =>
      t
        .api({ method: 'GET', url: `/patients/${patient.id}/senior-pwd-id`, token })
        .then((response) => response.json<PatientSeniorPwdId>().senior_pwd_id);
    expect(await kept()).toBeNull();

    const draft = await createDraft(t, token, {
      patient_id: patient.id,
      lines: [serviceLine(vatable)],
      discount: { kind: 'pwd', buyer_name: 'Lolo Keeps', id_type: 'PWD ID', id_number: 'PWD-1' },
    });
    expect(await kept()).toBeNull();
    await issued(t, token, draft.id);
    expect(await kept()).toEqual({ kind: 'pwd', buyer_name: 'Lolo Keeps', id_type: 'PWD ID', id_number: 'PWD-1' });

    await invoice(token, patient.id, [serviceLine(vatable)], {
      discount: { kind: 'senior', buyer_name: 'Lolo Keeps', id_type: 'OSCA', id_number: 'QC-2026-9' },
    });
    await invoice(token, patient.id, [serviceLine(exempt)]);
    expect(await kept()).toEqual({ kind: 'senior', buyer_name: 'Lolo Keeps', id_type: 'OSCA', id_number: 'QC-2026-9' });
  });
});

describe('a credit memo for a product', () => {
  it('puts the units back into their lot unless told they are not returned to stock', async () => {
    const token = await at('2029-05-06');
    const patient = await createPatient(t, token, { first_name: 'Rita', last_name: 'Returns' });
    // A medicine takes the senior/PWD discount: 112.00 → 100.00 → 80.00.
    const { productId, lotId } = await createBillableLot(t, token, 5, '112.00', { senior_pwd_eligible: true });
    const product = await t.api({ method: 'GET', url: `/products/${productId}`, token });
    expect(product.json().product.senior_pwd_eligible).toBe(true);
    const sold = await invoice(
      token,
      patient.id,
      [{ kind: 'product', product_id: productId, lot_id: lotId, quantity: 3 }],
      {
        discount: { kind: 'senior', buyer_name: 'Rita Returns', id_type: 'OSCA', id_number: 'MN-4' },
      },
    );
    expect(sold.totals).toMatchObject({ gross: '336.00', senior_pwd_discount: '60.00', total_due: '240.00' });
    const lot = () => t.api({ method: 'GET', url: `/lots/${lotId}`, token }).then((r) => r.json<LotDetail>());
    expect((await lot()).lot.on_hand).toBe(2);

    const credit = (lines: object[]) =>
      t.api({
        method: 'POST',
        url: `/invoices/${sold.id}/credit-memos`,
        token,
        payload: { lines, reason: 'Returned unopened' },
      });
    const returned = await credit([{ invoice_line_id: sold.lines[0]!.id, quantity: 2 }]);
    expect(returned.statusCode, returned.body).toBe(200);
    const memo = returned.json<CreditMemo>();
    expect(memo.lines[0]).toMatchObject({ kind: 'product', quantity: 2, amount: '160.00', returned_to_stock: true });
    const afterReturn = await lot();
    expect(afterReturn.lot.on_hand).toBe(4);
    expect(afterReturn.adjustments[0]).toMatchObject({
      kind: 'found_stock',
      quantity: 2,
      reason: `Returned on credit memo ${memo.number}`,
    });

    const opened = await credit([{ invoice_line_id: sold.lines[0]!.id, quantity: 1, return_to_stock: false }]);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<CreditMemo>().lines[0]).toMatchObject({ quantity: 1, returned_to_stock: false });
    expect((await lot()).lot.on_hand).toBe(4);
  });
});
