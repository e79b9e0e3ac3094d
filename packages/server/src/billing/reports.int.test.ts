import { beforeAll, describe, expect, it } from 'vitest';
import type { AgingReport, CreditMemo, LotDetail, PatientCredit, PatientSeniorPwdId } from '@clinic/contracts';
import { createBillableLot, createDraft, createPricedService, issued, pay } from '../testing/billing.ts';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp } from '../testing/test-app.ts';

let now = new Date('2026-01-05T03:00:00Z');
const t = useTestApp({ clock: () => now });

/** Moves the clock to 11:00 in Manila on `date` and signs an administrator in at that time. */
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

  it('refuses reversed dates and everyone but administrators', async () => {
    const token = await at('2026-02-03');
    const reversed = await download(token, 'sales-journal', '2026-02-01', '2026-01-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().detail[0].msg).toBe('The start date must not be after the end date');
    const staff = (await t.signIn('STAFF')).token;
    expect((await download(staff, 'discount-register', '2026-01-01', '2026-01-31')).statusCode).toBe(403);
  });
});
