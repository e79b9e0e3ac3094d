import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_CLOSE_MESSAGES, type BillingDay } from '@clinic/contracts';
import { createDraft, createPricedService, issued, pay } from '../testing/billing.ts';
import { createPatient } from '../testing/patient-files.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';

// 11:00 in Manila on 2 March 2026: every payment below is taken on that clinic day.
const t = useTestApp({ clock: () => new Date('2026-03-02T03:00:00Z') });
const DAY = '2026-03-02';
let admin: SignedInUser;
let staff: SignedInUser;
let patientId: number;
let serviceId: number;
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  staff = await t.signIn('STAFF', { fullName: 'Rosa Dela Cruz' });
  patientId = (await createPatient(t, admin.token)).id;
  serviceId = (await createPricedService(t, admin.token, { price: '1120.00', senior_pwd_eligible: true })).id;
});

const invoiceOf = async (quantity: number, discount?: object) =>
  issued(
    t,
    staff.token,
    (
      await createDraft(t, staff.token, {
        patient_id: patientId,
        lines: [{ kind: 'service', service_id: serviceId, quantity }],
        discount: discount as never,
      })
    ).id,
  );

const day = () =>
  t.api({ method: 'GET', url: `/billing/day?date=${DAY}`, token: staff.token }).then((r) => r.json<BillingDay>());

describe('closing the day', () => {
  it('sums the tenders, the sales by tax class, voids, credit memos and the drawer, then keeps them as closed', async () => {
    const senior = await invoiceOf(1, { kind: 'senior', buyer_name: 'Lola Cruz', id_type: 'OSCA', id_number: 'QC-1' });
    await pay(t, staff.token, senior.id, { tender: 'cash', amount: '500' });
    await pay(t, staff.token, senior.id, { tender: 'gcash', amount: '300', reference: 'GC-1' });
    const voided = await invoiceOf(1);
    await pay(t, staff.token, voided.id, { tender: 'cash', amount: '1120' });
    await t.api({
      method: 'POST',
      url: `/invoices/${voided.id}/void`,
      token: admin.token,
      payload: { reason: 'Duplicate' },
    });
    const returned = await invoiceOf(2);
    await pay(t, staff.token, returned.id, { tender: 'card', amount: '2240', reference: 'APPROVAL-1' });
    const memo = await t.api({
      method: 'POST',
      url: `/invoices/${returned.id}/credit-memos`,
      token: admin.token,
      payload: {
        lines: [{ invoice_line_id: returned.lines[0]!.id, quantity: 1 }],
        reason: 'One session',
        tender: 'cash',
      },
    });
    expect(memo.statusCode, memo.body).toBe(200);

    const open = await day();
    expect(open).toMatchObject({
      closed: false,
      tenders: { cash: '1620.00', gcash: '300.00', card: '2240.00', maya: '0.00' },
      sales: {
        gross: '3360.00',
        vatable_sales: '2000.00',
        vat_exempt_sales: '800.00',
        zero_rated_sales: '0.00',
        vat: '240.00',
        senior_pwd_discount: '200.00',
        other_discounts: '0.00',
        total_due: '3040.00',
      },
      invoice_count: 3,
      first_number: senior.number,
      last_number: returned.number,
      voids: { count: 1, total: '1120.00' },
      credit_memos: { count: 1, total: '1120.00', refunded: '1120.00' },
      cash: { opening_float: '0.00', cash_in: '1620.00', cash_refunded: '1120.00', expected: '500.00' },
      counted_cash: null,
    });

    const close = (counted: string) =>
      t.api({
        method: 'POST',
        url: '/billing/day/close',
        token: staff.token,
        payload: { date: DAY, counted_cash: counted, opening_float: '1000', note: 'Short by twenty' },
      });
    const closed = await close('1480.00');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      closed: true,
      closed_by: 'Rosa Dela Cruz',
      cash: { opening_float: '1000.00', expected: '1500.00' },
      counted_cash: '1480.00',
      variance: '-20.00',
      note: 'Short by twenty',
    });
    const again = await close('1500.00');
    expect([again.statusCode, again.json()]).toEqual([409, { detail: DAY_CLOSE_MESSAGES.alreadyClosed(DAY) }]);

    // A payment after the close does not change the closed day.
    await pay(t, staff.token, (await invoiceOf(1)).id, { tender: 'cash', amount: '100' });
    expect(await day()).toEqual(closed.json());
  });
});
