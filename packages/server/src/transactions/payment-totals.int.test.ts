import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { seedTransaction } from '../testing/seed.ts';

// Date-only filters and the dashboard stats are answered from totals that triggers keep; these
// tests write through every path and compare them with the payments and procedures themselves.
let admin: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('SUPERADMIN');
});

/** `start_date` and `end_date`, either left out for an open end. */
type DateRange = Record<string, string>;
const year = { start_date: '2031-01-01', end_date: '2031-12-31' };

async function listedStats(filters: Record<string, string> = {}) {
  const response = await t.api({
    method: 'GET',
    url: `/procedure-transactions?${new URLSearchParams({ ...year, ...filters })}`,
    token: admin.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { total, stats } = response.json();
  return { total, ...stats };
}

/** The same figures summed straight from the payments. */
async function summedPayments(range: DateRange = year) {
  const result = await t.database.db.execute(sql`
    SELECT count(*)::int AS total,
           coalesce(sum(amount), 0)::numeric(20,2)::text AS total_amount,
           coalesce(sum(amount) FILTER (WHERE payment_status = 'paid'), 0)::numeric(20,2)::text AS paid_amount
    FROM procedure_transactions
    WHERE payment_date >= ${range.start_date ?? '1900-01-01'} AND payment_date <= ${range.end_date ?? '2099-12-31'}`);
  return (result as unknown as { rows: { total: number; total_amount: string; paid_amount: string }[] }).rows[0];
}

/** Whole months come from the monthly totals, the days around them from the daily ones. */
const RANGES: DateRange[] = [
  year,
  { start_date: '2031-02-15', end_date: '2031-09-10' },
  { start_date: '2031-03-01', end_date: '2031-03-01' },
  { start_date: '2031-07-04', end_date: '2031-07-31' },
  { start_date: '2031-06-30' },
  { end_date: '2031-07-03' },
  {},
];

async function expectTotalsToMatchPayments() {
  for (const range of RANGES) {
    const response = await t.api({
      method: 'GET',
      url: `/procedure-transactions?${new URLSearchParams(range)}`,
      token: admin.token,
    });
    const { total, stats } = response.json();
    expect({ total, total_amount: stats.total_amount, paid_amount: stats.paid_amount }, JSON.stringify(range)).toEqual(
      await summedPayments(range),
    );
  }
}

describe('payment totals by date range', () => {
  it('follow every create, edit and delete of a payment', async () => {
    const first = await seedTransaction(
      t,
      admin.token,
      { lastName: 'Totals' },
      { amount: '100.10', payment_date: '2031-03-01' },
    );
    const second = await seedTransaction(
      t,
      admin.token,
      { lastName: 'Totals' },
      { amount: '0.20', payment_date: '2031-03-01', payment_status: 'paid', payment_mode: 'card' },
    );
    expect(await listedStats()).toMatchObject({
      total: 2,
      total_amount: '100.30',
      paid_amount: '0.20',
      pending_amount: '100.10',
      payment_mode_breakdown: { cash: '100.10', card: '0.20', paymaya: '0.00', other: '0.00' },
    });

    const edit = await t.api({
      method: 'PUT',
      url: `/procedure-transactions/${first.id}`,
      token: admin.token,
      payload: { amount: '99.99', payment_status: 'paid', payment_mode: 'paymaya', payment_date: '2031-07-04' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await listedStats({ end_date: '2031-06-30' })).toMatchObject({ total: 1, total_amount: '0.20' });
    expect(await listedStats({ payment_mode: 'paymaya' })).toMatchObject({ total: 1, paid_amount: '99.99' });
    await expectTotalsToMatchPayments();

    const removal = await t.api({ method: 'DELETE', url: `/procedure-transactions/${second.id}`, token: admin.token });
    expect(removal.statusCode).toBe(200);
    expect(await listedStats()).toMatchObject({ total: 1, total_amount: '99.99' });
    await expectTotalsToMatchPayments();
  });

  it('lose an archived patient’s payments and get them back on restore', async () => {
    const before = await listedStats();
    const payment = await seedTransaction(
      t,
      admin.token,
      { lastName: 'Archived' },
      { amount: '12.34', payment_date: '2031-09-09' },
    );
    expect((await listedStats()).total).toBe(before.total + 1);

    const archived = await t.api({ method: 'DELETE', url: `/patients/${payment.patientId}`, token: admin.token });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await listedStats()).toMatchObject({ total: before.total, total_amount: before.total_amount });

    const restored = await t.api({
      method: 'POST',
      url: `/patients/archived/${payment.patientId}/restore`,
      token: admin.token,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await listedStats()).total).toBe(before.total + 1);
    await expectTotalsToMatchPayments();
  });

  it('answer the dashboard stats per month', async () => {
    const response = await t.api({
      method: 'GET',
      url: `/procedure-transactions/dashboard/stats?${new URLSearchParams(year)}`,
      token: admin.token,
    });
    const payments = await summedPayments();
    expect(response.json()).toMatchObject({ total_count: payments?.total, total_amount: payments?.total_amount });
    expect(response.json().monthly.map((month: { month: string }) => month.month)).toEqual(['2031-07', '2031-09']);
  });
});
