import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type SignedInUser } from '../testing/test-app.ts';
import { EXPORT_BATCH_SIZE } from './transaction-export.ts';
import { insertProcedure, seedTransaction } from '../testing/seed.ts';
import { procedureTransactions, procedures } from '../db/schema/index.ts';

let admin: SignedInUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await t.signIn('ADMIN');
  const seed = (firstName: string, procedure: string, overrides: Parameters<typeof seedTransaction>[3]) =>
    seedTransaction(t, admin.token, { firstName, lastName: 'Export', procedure }, overrides);
  await seed('Ana', 'Botox', {
    amount: '100.10',
    payment_date: '2025-01-05',
    payment_mode: 'cash',
    payment_status: 'paid',
  });
  await seed('Ana', 'Botox', {
    amount: '200.20',
    payment_date: '2025-01-05',
    payment_mode: 'cash',
    payment_status: 'paid',
  });
  await seed('Niño', '=HYPERLINK("x")', { amount: '0.05', payment_date: '2025-01-20', payment_mode: 'card' });
  await seed('Ana', 'Botox', { amount: '1000', payment_date: '2025-02-01', payment_mode: 'paymaya' });
  await seed('Out', 'Botox', { amount: '5', payment_date: '2025-03-01' });
});

const exportCsv = (query: Record<string, string>, token = admin.token) =>
  t.api({ method: 'GET', url: `/procedure-transactions/export/csv?${new URLSearchParams(query)}`, token });

const range = { start_date: '2025-01-01', end_date: '2025-02-28' };
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('CSV export', () => {
  it('sends one row per transaction as a UTF-8 attachment with BOM, oldest first', async () => {
    const response = await exportCsv({
      ...range,
      fields: 'paymentDate,patient,procedure,paymentStatus,paymentMode,amount',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transactions_2025-01-01_2025-02-28.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(rowsOf(response.body)).toEqual([
      'Payment Date,Patient,Procedure,Payment Status,Payment Mode,Amount (₱)',
      '2025-01-05,Ana Export,Botox,paid,cash,100.10',
      '2025-01-05,Ana Export,Botox,paid,cash,200.20',
      `2025-01-20,Niño Export,"'=HYPERLINK(""x"")",pending,card,0.05`,
      '2025-02-01,Ana Export,Botox,pending,paymaya,1000.00',
    ]);
  });

  it('sums per day and per chosen field', async () => {
    const response = await exportCsv({ ...range, fields: 'patient,amount', granularity: 'day' });
    expect(rowsOf(response.body)).toEqual([
      'Period,Patient,Amount (₱)',
      '2025-01-05,Ana Export,300.30',
      '2025-01-20,Niño Export,0.05',
      '2025-02-01,Ana Export,1000.00',
    ]);
  });

  it('sums per month and per chosen field, one row per combination', async () => {
    const response = await exportCsv({ ...range, fields: 'paymentMode,amount', granularity: 'month' });
    expect(rowsOf(response.body)).toEqual([
      'Period,Payment Mode,Amount (₱)',
      '2025-01,card,0.05',
      '2025-01,cash,300.30',
      '2025-02,paymaya,1000.00',
    ]);
    const totals = await exportCsv({ ...range, fields: 'amount,paymentDate', granularity: 'month' });
    expect(rowsOf(totals.body)).toEqual(['Period,Amount (₱)', '2025-01,300.35', '2025-02,1000.00']);
  });

  it('reads the fields key repeated as it reads the comma list', async () => {
    const repeated = new URLSearchParams({ ...range, granularity: 'day' });
    repeated.append('fields', 'patient');
    repeated.append('fields', 'amount');
    const response = await t.api({
      method: 'GET',
      url: `/procedure-transactions/export/csv?${repeated}`,
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe((await exportCsv({ ...range, fields: 'patient,amount', granularity: 'day' })).body);
  });

  it('gives only the header for a range without payments', async () => {
    const response = await exportCsv({ start_date: '2020-01-01', end_date: '2020-12-31', fields: 'amount' });
    expect(rowsOf(response.body)).toEqual(['Amount (₱)']);
  });

  it('pages through more rows than one batch without losing or repeating any', async () => {
    const { patientId } = await insertProcedure(t.database.db, { lastName: 'Bulk' });
    // One procedure holds one transaction, so each bulk row gets a procedure of its own.
    const bulk = await t.database.db
      .insert(procedures)
      .values(
        Array.from({ length: EXPORT_BATCH_SIZE + 5 }, () => ({
          patientId,
          name: 'Bulk',
          doctorName: 'Dr. Bulk',
          startDatetime: new Date('2019-06-01T00:00:00Z'),
          status: 'completed' as const,
        })),
      )
      .returning({ id: procedures.id });
    const rows = bulk.map(({ id }) => ({
      procedureId: id,
      patientId,
      amount: '1.00',
      paymentMode: 'cash' as const,
      paymentStatus: 'paid' as const,
      paymentDate: '2019-06-01',
    }));
    await t.database.db.insert(procedureTransactions).values(rows);
    const response = await exportCsv({ start_date: '2019-06-01', end_date: '2019-06-01', fields: 'amount' });
    expect(rowsOf(response.body)).toHaveLength(EXPORT_BATCH_SIZE + 6);
  });

  describe("takes the list screen's filters", () => {
    const listOf = (query: Record<string, string>) =>
      t.api({ method: 'GET', url: `/procedure-transactions?${new URLSearchParams(query)}`, token: admin.token });

    it.each<Record<string, string>>([
      {},
      { payment_status: 'paid' },
      { payment_status: 'pending' },
      { payment_mode: 'card' },
      { patient_name: 'ana' },
      { procedure_name: 'botox' },
      { patient_name: 'Ana Export', payment_status: 'pending', payment_mode: 'paymaya' },
      { start_date: '2025-01-10', end_date: '2025-02-28', procedure_name: 'HYPERLINK' },
    ])('exports exactly the rows and amounts the list totals for %j', async (filters) => {
      const query = { ...range, ...filters };
      const list = (await listOf(query)).json<{ total: number; stats: { total_amount: string } }>();
      const file = await exportCsv({ ...query, fields: 'amount' });
      expect(file.statusCode).toBe(200);
      const amounts = rowsOf(file.body).slice(1);
      expect(amounts).toHaveLength(list.total);
      const cents = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
      expect(cents).toBe(Math.round(Number(list.stats.total_amount) * 100));
    });

    it('sums only the filtered rows by month', async () => {
      const file = await exportCsv({ ...range, fields: 'amount', granularity: 'month', payment_status: 'paid' });
      expect(rowsOf(file.body)).toEqual(['Period,Amount (₱)', '2025-01,300.30']);
    });

    it('refuses an unknown status or mode with 422', async () => {
      expect((await exportCsv({ ...range, fields: 'amount', payment_status: 'refunded' })).statusCode).toBe(422);
      expect((await exportCsv({ ...range, fields: 'amount', payment_mode: 'gcash' })).statusCode).toBe(422);
    });
  });

  it.each<Record<string, string>>([
    { start_date: '2025-02-01', end_date: '2025-01-01', fields: 'amount' },
    { ...range, fields: 'amount,ssn' },
    { ...range, fields: '' },
    { ...range, fields: 'amount', granularity: 'week' },
    { end_date: '2025-01-01', fields: 'amount' },
    { start_date: '2025-01-01', fields: 'amount' },
    { ...range },
  ])('refuses %j with 422', async (query) => {
    expect((await exportCsv(query)).statusCode).toBe(422);
  });
});
