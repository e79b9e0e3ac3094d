import { beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGE,
  TRANSACTION_MESSAGES,
  type Role,
  type Transaction,
  type TransactionListResponse,
} from '@clinic/contracts';
import { buildTransactionInput } from '@clinic/contracts/testing';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../db/schema/index.ts';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { insertProcedure, seedTransaction } from '../testing/seed.ts';

let admin: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
});

const list = (query: Record<string, string>, token = admin.token) =>
  t.api({ method: 'GET', url: `/procedure-transactions?${new URLSearchParams(query)}`, token });

const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'transaction'), eq(auditEvents.entityId, String(id))));

describe('create', () => {
  it('creates with the spec defaults, reads the patient from the procedure and audits it', async () => {
    const { procedureId, patientId } = await insertProcedure(t.database.db, { lastName: 'Defaulted' });
    const response = await t.api({
      method: 'POST',
      url: '/procedure-transactions/',
      token: admin.token,
      payload: { procedure_id: procedureId },
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      procedure_id: procedureId,
      patient_id: patientId,
      patient_name: 'Maria Defaulted',
      procedure_name: 'Botox',
      amount: '0.00',
      payment_mode: 'cash',
      payment_status: 'pending',
    });
    expect(created.payment_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'create', patientId, actorUserId: admin.user.id });
  });

  it.each(['/procedure-transactions', '/procedure-transactions/'])('answers 200 to a create on %s', async (url) => {
    const { procedureId } = await insertProcedure(t.database.db, { lastName: 'Spelled' });
    const response = await t.api({ method: 'POST', url, token: admin.token, payload: { procedure_id: procedureId } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ procedure_id: procedureId });
  });

  it('keeps amounts exact', async () => {
    const created = await seedTransaction(t, admin.token, { lastName: 'Exact' }, { amount: '9999999999.99' });
    expect(created.amount).toBe('9999999999.99');
  });

  it.each(['1.234', '-1', '1e9', 'abc', '10000000000'])('refuses the amount %j with 422', async (amount) => {
    const { procedureId } = await insertProcedure(t.database.db, { lastName: 'BadAmount' });
    const response = await t.api({
      method: 'POST',
      url: '/procedure-transactions',
      token: admin.token,
      payload: buildTransactionInput(procedureId, { amount }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'amount'], msg: AMOUNT_MESSAGE });
  });

  it('refuses an unknown mode, status or date', async () => {
    const { procedureId } = await insertProcedure(t.database.db, { lastName: 'BadFields' });
    for (const payload of [
      { procedure_id: procedureId, payment_mode: 'gcash' },
      { procedure_id: procedureId, payment_status: 'refunded' },
      { procedure_id: procedureId, payment_date: '2025-13-01' },
      { procedure_id: 'x' },
    ]) {
      const response = await t.api({ method: 'POST', url: '/procedure-transactions', token: admin.token, payload });
      expect(response.statusCode).toBe(422);
    }
  });

  it('answers 404 for a procedure that does not exist', async () => {
    const response = await t.api({
      method: 'POST',
      url: '/procedure-transactions',
      token: admin.token,
      payload: buildTransactionInput(999_999),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: TRANSACTION_MESSAGES.procedureNotFound });
  });

  it('answers 409 for a second transaction of the same procedure and leaves the first alone', async () => {
    const first = await seedTransaction(t, admin.token, { lastName: 'Twice' }, { amount: '100' });
    const second = await t.api({
      method: 'POST',
      url: '/procedure-transactions',
      token: admin.token,
      payload: buildTransactionInput(first.procedureId, { amount: '200' }),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: TRANSACTION_MESSAGES.duplicate });
    const stored = await t.api({ method: 'GET', url: `/procedure-transactions/${first.id}`, token: admin.token });
    expect(stored.json().amount).toBe('100.00');
  });
});

describe('read, update and delete one', () => {
  it('reads by id and by procedure, 404 when missing', async () => {
    const created = await seedTransaction(t, admin.token, { lastName: 'Reader' });
    const byId = await t.api({ method: 'GET', url: `/procedure-transactions/${created.id}`, token: admin.token });
    expect(byId.json()).toMatchObject({ id: created.id, amount: '1500.50', payment_date: '2025-03-15' });
    const byProcedure = await t.api({
      method: 'GET',
      url: `/procedure-transactions/procedure/${created.procedureId}`,
      token: admin.token,
    });
    expect(byProcedure.json().id).toBe(created.id);
    for (const url of ['/procedure-transactions/999999', '/procedure-transactions/procedure/999999']) {
      const missing = await t.api({ method: 'GET', url, token: admin.token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: TRANSACTION_MESSAGES.notFound });
    }
    expect((await t.api({ method: 'GET', url: '/procedure-transactions/abc', token: admin.token })).statusCode).toBe(
      422,
    );
  });

  it('updates the given fields and audits what changed', async () => {
    const created = await seedTransaction(t, admin.token, { lastName: 'Updated' });
    const response = await t.api({
      method: 'PUT',
      url: `/procedure-transactions/${created.id}`,
      token: admin.token,
      payload: { amount: '2000.5', payment_status: 'paid', payment_mode: 'card', payment_date: '2025-04-01' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amount: '2000.50',
      payment_status: 'paid',
      payment_mode: 'card',
      payment_date: '2025-04-01',
    });
    const entries = await auditOf(created.id);
    const update = entries.find((entry) => entry.action === 'update');
    expect(update?.patientId).toBe(created.patientId);
    expect(update?.changes).toMatchObject({ amount: { from: '1500.50', to: '2000.50' } });
  });

  it('refuses bad updates and an empty update', async () => {
    const created = await seedTransaction(t, admin.token, { lastName: 'BadUpdate' });
    for (const payload of [{ amount: '1.234' }, { amount: -1 }, { payment_date: '31/01/2025' }, {}]) {
      const response = await t.api({
        method: 'PUT',
        url: `/procedure-transactions/${created.id}`,
        token: admin.token,
        payload,
      });
      expect(response.statusCode).toBe(422);
    }
    const missing = await t.api({
      method: 'PUT',
      url: '/procedure-transactions/999999',
      token: admin.token,
      payload: { amount: '1' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes and audits; a second delete is 404', async () => {
    const created = await seedTransaction(t, admin.token, { lastName: 'Deleted' });
    const url = `/procedure-transactions/${created.id}`;
    const response = await t.api({ method: 'DELETE', url, token: admin.token });
    expect(response.json()).toEqual({ message: TRANSACTION_MESSAGES.deleted });
    expect((await t.api({ method: 'GET', url, token: admin.token })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url, token: admin.token })).statusCode).toBe(404);
    expect((await auditOf(created.id)).map((entry) => entry.action)).toContain('delete');
  });
});

describe('list', () => {
  const tag = 'Listed';
  beforeAll(async () => {
    await seedTransaction(
      t,
      admin.token,
      { firstName: 'Ana', lastName: tag, procedure: 'Laser Facial' },
      {
        amount: '0.10',
        payment_status: 'paid',
        payment_mode: 'card',
        payment_date: '2024-01-05',
      },
    );
    await seedTransaction(
      t,
      admin.token,
      { firstName: 'Ben', lastName: tag, procedure: 'Chemical Peel' },
      {
        amount: '0.20',
        payment_status: 'pending',
        payment_mode: 'cash',
        payment_date: '2024-01-20',
      },
    );
    await seedTransaction(
      t,
      admin.token,
      { firstName: 'Cora', lastName: tag, procedure: 'Laser Hair' },
      {
        amount: '1000',
        payment_status: 'paid',
        payment_mode: 'paymaya',
        payment_date: '2024-02-10',
      },
    );
  });

  const inYear = { start_date: '2024-01-01', end_date: '2024-12-31', patient_name: tag };

  it('defaults to newest payment first and sums exactly in stats', async () => {
    const response = await list(inYear);
    expect(response.statusCode).toBe(200);
    const body: TransactionListResponse = response.json();
    expect(body.items.map((item) => item.payment_date)).toEqual(['2024-02-10', '2024-01-20', '2024-01-05']);
    expect(body).toMatchObject({ total: 3, totalPages: 1 });
    expect(body.stats).toEqual({
      total_amount: '1000.30',
      paid_amount: '1000.10',
      pending_amount: '0.20',
      payment_mode_breakdown: { cash: '0.20', card: '0.10', paymaya: '1000.00', other: '0.00' },
    });
  });

  it('filters by date range, names, status and mode, with stats over the filtered rows', async () => {
    const january = (await list({ ...inYear, end_date: '2024-01-31' })).json();
    expect(january.total).toBe(2);
    expect(january.stats.total_amount).toBe('0.30');
    expect((await list({ ...inYear, patient_name: `cora ${tag.toLowerCase()}` })).json().total).toBe(1);
    expect((await list({ ...inYear, procedure_name: 'laser' })).json().total).toBe(2);
    expect((await list({ ...inYear, payment_status: 'pending' })).json().items[0].patient_name).toBe(`Ben ${tag}`);
    // Requests of one shape share a statement built once; each is answered for its own values.
    expect((await list({ ...inYear, payment_status: 'paid' })).json().stats.total_amount).toBe('1000.10');
    expect((await list({ ...inYear, start_date: '2024-02-01' })).json().items[0].patient_name).toBe(`Cora ${tag}`);
    expect((await list({ ...inYear, payment_mode: 'paymaya' })).json().stats.total_amount).toBe('1000.00');
    expect((await list({ ...inYear, patient_name: '%' })).json().total).toBe(0);
  });

  it('pages by a payment column without a name filter, each row with its names', async () => {
    const range = { start_date: '2033-01-01', end_date: '2033-01-31' };
    for (const [index, amount] of ['40', '10', '30', '20'].entries()) {
      await seedTransaction(
        t,
        admin.token,
        { firstName: `Payer${index}`, lastName: 'Paged', procedure: `Peel ${index}` },
        { amount, payment_date: `2033-01-1${index}` },
      );
    }
    const page = async (query: Record<string, string>) =>
      (await list({ ...range, sortBy: 'amount', pageSize: '3', ...query })).json().items as Transaction[];
    const ascending = await page({ sortOrder: 'asc' });
    expect(ascending.map((item) => [item.amount, item.patient_name, item.procedure_name])).toEqual([
      ['10.00', 'Payer1 Paged', 'Peel 1'],
      ['20.00', 'Payer3 Paged', 'Peel 3'],
      ['30.00', 'Payer2 Paged', 'Peel 2'],
    ]);
    expect((await page({ sortOrder: 'asc', page: '2' })).map((item) => item.amount)).toEqual(['40.00']);
    expect((await page({ sortOrder: 'desc', payment_status: 'pending' })).map((item) => item.amount)).toEqual([
      '40.00',
      '30.00',
      '20.00',
    ]);
    expect(await page({ page: '3' })).toEqual([]);
    // The totals answer each range of one shape for its own dates.
    expect((await list({ start_date: '2033-01-10', end_date: '2033-01-13' })).json().total).toBe(4);
    expect((await list({ start_date: '2033-01-11', end_date: '2033-01-12' })).json().total).toBe(2);
  });

  it('sorts by every whitelisted column and pages', async () => {
    const byAmount = (await list({ ...inYear, sortBy: 'amount', sortOrder: 'asc' })).json();
    expect(byAmount.items.map((item: { amount: string }) => item.amount)).toEqual(['0.10', '0.20', '1000.00']);
    const byPatient = (await list({ ...inYear, sortBy: 'patient_name', sortOrder: 'desc' })).json();
    expect(byPatient.items[0].patient_name).toBe(`Cora ${tag}`);
    for (const sortBy of ['procedure_name', 'payment_status', 'payment_mode', 'payment_date']) {
      expect((await list({ ...inYear, sortBy })).statusCode).toBe(200);
    }
    const second = (await list({ ...inYear, pageSize: '2', page: '2' })).json();
    expect(second).toMatchObject({ total: 3, totalPages: 2 });
    expect(second.items).toHaveLength(1);
  });

  it('reads the sort order in any case', async () => {
    const upper = await list({ sortBy: 'amount', sortOrder: 'ASC' });
    expect(upper.statusCode).toBe(200);
    expect(upper.json().items).toEqual((await list({ sortBy: 'amount', sortOrder: 'asc' })).json().items);
  });

  it('answers the same on both spellings and treats blank filters as unset', async () => {
    const plain = await t.api({ method: 'GET', url: '/procedure-transactions', token: admin.token });
    const slash = await t.api({ method: 'GET', url: '/procedure-transactions/?payment_status=', token: admin.token });
    expect(slash.json().total).toBe(plain.json().total);
  });

  it.each<Record<string, string>>([
    { start_date: '2024-02-01', end_date: '2024-01-01' },
    { start_date: '2024-02-30' },
    { sortBy: 'password' },
    { sortOrder: 'sideways' },
    { payment_status: 'refunded' },
    { payment_mode: 'gcash' },
    { page: '0' },
    { pageSize: '1000' },
  ])('refuses %j with 422', async (query) => {
    expect((await list(query)).statusCode).toBe(422);
  });
});

describe('dashboard stats', () => {
  it('gives totals, by mode, by status and a monthly series', async () => {
    await seedTransaction(t, admin.token, { lastName: 'Dash' }, { amount: '50.25', payment_date: '2023-06-01' });
    await seedTransaction(
      t,
      admin.token,
      { lastName: 'Dash' },
      {
        amount: '49.75',
        payment_date: '2023-07-15',
        payment_status: 'paid',
        payment_mode: 'other',
      },
    );
    const response = await t.api({
      method: 'GET',
      url: '/procedure-transactions/dashboard/stats?start_date=2023-01-01&end_date=2023-12-31',
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total_count: 2,
      total_amount: '100.00',
      paid_amount: '49.75',
      pending_amount: '50.25',
      by_status: { paid: { count: 1, amount: '49.75' }, pending: { count: 1, amount: '50.25' } },
      by_mode: { cash: { count: 1, amount: '50.25' }, other: { count: 1, amount: '49.75' } },
      monthly: [
        { month: '2023-06', total_amount: '50.25', by_mode: { cash: '50.25', other: '0.00' } },
        { month: '2023-07', total_amount: '49.75', paid_amount: '49.75' },
      ],
    });
    const reversed = await t.api({
      method: 'GET',
      url: '/procedure-transactions/dashboard/stats?start_date=2023-12-01&end_date=2023-01-01',
      token: admin.token,
    });
    expect(reversed.statusCode).toBe(422);
  });
});

describe('amounts over time', () => {
  const tag = 'Charted';
  beforeAll(async () => {
    const payments = [
      ['Liza', 'Botox', '100.50', 'paid', 'card', '2031-03-02'],
      ['Liza', 'Chemical Peel', '200.25', 'pending', 'cash', '2031-03-02'],
      ['Liza', 'Botox', '300.00', 'paid', 'cash', '2031-04-20'],
      ['Ramon', 'Botox', '5000.00', 'paid', 'cash', '2031-03-02'],
      ['Liza', 'Botox', '7.00', 'paid', 'other', '2031-08-09'],
    ] as const;
    for (const [firstName, procedure, amount, payment_status, payment_mode, payment_date] of payments) {
      await seedTransaction(
        t,
        admin.token,
        { firstName, lastName: tag, procedure },
        { amount, payment_status, payment_mode, payment_date },
      );
    }
  });
  const chart = (query: Record<string, string>) =>
    t.api({
      method: 'GET',
      url: `/procedure-transactions/amounts-over-time?${new URLSearchParams(query)}`,
      token: admin.token,
    });

  it('sums per day under every filter of the list when the range is two months or less', async () => {
    const response = await chart({
      start_date: '2031-03-01',
      end_date: '2031-04-30',
      patient_name: `liza ${tag}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      granularity: 'day',
      periods: [
        {
          period: '2031-03-02',
          total_amount: '300.75',
          by_mode: { cash: '200.25', card: '100.50', paymaya: '0.00', other: '0.00' },
        },
        {
          period: '2031-04-20',
          total_amount: '300.00',
          by_mode: { cash: '300.00', card: '0.00', paymaya: '0.00', other: '0.00' },
        },
      ],
    });
    const filtered = await chart({
      start_date: '2031-03-01',
      end_date: '2031-04-30',
      patient_name: tag,
      procedure_name: 'botox',
      payment_status: 'paid',
      payment_mode: 'cash',
    });
    expect(
      filtered.json().periods.map((entry: { period: string; total_amount: string }) => entry.total_amount),
    ).toEqual(['5000.00', '300.00']);
  });

  it('sums per month over a longer range, with and without name filters', async () => {
    const named = await chart({ start_date: '2031-01-01', end_date: '2031-12-31', patient_name: `liza ${tag}` });
    expect(named.json()).toMatchObject({
      granularity: 'month',
      periods: [
        { period: '2031-03', total_amount: '300.75' },
        { period: '2031-04', total_amount: '300.00' },
        { period: '2031-08', total_amount: '7.00' },
      ],
    });
    const everyone = await chart({ start_date: '2031-01-01', end_date: '2031-12-31' });
    expect(everyone.json()).toMatchObject({
      granularity: 'month',
      periods: [
        { period: '2031-03', total_amount: '5300.75' },
        { period: '2031-04', total_amount: '300.00' },
        { period: '2031-08', total_amount: '7.00' },
      ],
    });
    expect((await chart({ start_date: '2031-05-01', end_date: '2031-01-01' })).statusCode).toBe(422);
  });
});

describe('role rules', () => {
  const calls = (id: number, procedureId: number) => ({
    read: [
      { method: 'GET' as const, url: '/procedure-transactions' },
      { method: 'GET' as const, url: `/procedure-transactions/${id}` },
      { method: 'GET' as const, url: `/procedure-transactions/procedure/${procedureId}` },
      { method: 'GET' as const, url: '/procedure-transactions/dashboard/stats' },
      { method: 'GET' as const, url: '/procedure-transactions/amounts-over-time' },
    ],
    write: [{ method: 'PUT' as const, url: `/procedure-transactions/${id}`, payload: { payment_status: 'paid' } }],
    export: [
      {
        method: 'GET' as const,
        url: '/procedure-transactions/export/csv?start_date=2024-01-01&end_date=2024-01-02&fields=amount',
      },
    ],
  });

  it.each<[Role, boolean, boolean]>([
    ['SUPERADMIN', true, true],
    ['ADMIN', true, true],
    ['DOCTOR', true, false],
    ['NURSE', true, false],
    ['STAFF', true, false],
    ['KIOSK', false, false],
  ])('%s: read and edit %s, delete and export %s', async (role, mayEdit, mayManage) => {
    const caller = await t.signIn(role);
    const created = await seedTransaction(t, admin.token, { lastName: `Role${role}` });
    const { read, write, export: exports } = calls(created.id, created.procedureId);
    for (const call of [...read, ...write]) {
      expect((await t.api({ ...call, token: caller.token })).statusCode, call.url).toBe(mayEdit ? 200 : 403);
    }
    const { procedureId } = await insertProcedure(t.database.db, { lastName: `RoleNew${role}` });
    const create = await t.api({
      method: 'POST',
      url: '/procedure-transactions',
      token: caller.token,
      payload: buildTransactionInput(procedureId),
    });
    expect(create.statusCode).toBe(mayEdit ? 200 : 403);
    for (const call of exports) {
      expect((await t.api({ ...call, token: caller.token })).statusCode).toBe(mayManage ? 200 : 403);
    }
    const remove = await t.api({ method: 'DELETE', url: `/procedure-transactions/${created.id}`, token: caller.token });
    expect(remove.statusCode).toBe(mayManage ? 200 : 403);
  });

  it('answers 401 without a session', async () => {
    expect((await t.api({ method: 'GET', url: '/procedure-transactions' })).statusCode).toBe(401);
    expect((await t.api({ method: 'GET', url: '/procedure-transactions/export/csv' })).statusCode).toBe(401);
  });
});
