import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGE, formatPeso, normaliseAmount } from '../common/money.ts';
import {
  TRANSACTION_MESSAGES,
  createTransactionInputSchema,
  exportQuerySchema,
  transactionListQuerySchema,
  updateTransactionInputSchema,
} from './transaction.schemas.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('amount rule', () => {
  it.each([
    ['', '0'],
    ['0', '0'],
    ['007.50', '7.50'],
    ['.5', '0.5'],
    ['1500.', '1500'],
    ['9999999999.99', '9999999999.99'],
  ])('reads %j as %j', (text, amount) => expect(normaliseAmount(text)).toBe(amount));

  it.each(['1.234', '-1', '1e9', 'abc', '1.2.3', '1,000'])('refuses %j', (text) => {
    expect(normaliseAmount(text)).toBeUndefined();
    const result = updateTransactionInputSchema.safeParse({ amount: text });
    expect(messagesOf(result)).toEqual([AMOUNT_MESSAGE]);
  });

  it('refuses more than 9 999 999 999.99', () => {
    const result = updateTransactionInputSchema.safeParse({ amount: '10000000000' });
    expect(messagesOf(result)).toEqual([AMOUNT_MESSAGE]);
  });

  it('reads a JSON number through its text, never as float arithmetic', () => {
    expect(updateTransactionInputSchema.parse({ amount: 1500.5 }).amount).toBe('1500.5');
    expect(updateTransactionInputSchema.safeParse({ amount: 0.1 + 0.2 }).success).toBe(false);
  });

  it('formats pesos in en-PH with the peso sign', () => {
    expect(formatPeso('1234567.5')).toBe('₱1,234,567.50');
    expect(formatPeso('9999999999.99')).toBe('₱9,999,999,999.99');
  });
});

describe('create transaction input', () => {
  it('defaults amount 0, cash, pending and today in Manila', () => {
    const input = createTransactionInputSchema.parse({ procedure_id: 3 });
    expect(input).toMatchObject({ procedure_id: 3, amount: '0', payment_mode: 'cash', payment_status: 'pending' });
    expect(input.payment_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an unknown mode and an impossible date', () => {
    expect(createTransactionInputSchema.safeParse({ procedure_id: 1, payment_mode: 'gcash' }).success).toBe(false);
    expect(messagesOf(createTransactionInputSchema.safeParse({ procedure_id: 1, payment_date: '2025-02-30' }))).toEqual(
      [TRANSACTION_MESSAGES.invalidDate],
    );
  });
});

describe('update transaction input', () => {
  it('needs at least one field', () => {
    expect(messagesOf(updateTransactionInputSchema.safeParse({}))).toEqual([TRANSACTION_MESSAGES.nothingToUpdate]);
  });
});

describe('transaction list query', () => {
  it('defaults to page 1 of 10, newest payment first', () => {
    expect(transactionListQuerySchema.parse({})).toMatchObject({
      page: 1,
      pageSize: 10,
      sortBy: 'payment_date',
      sortOrder: 'desc',
    });
  });

  it('treats blank filters as unset', () => {
    const query = transactionListQuerySchema.parse({ payment_status: '', patient_name: ' ', start_date: '' });
    expect(query.payment_status).toBeUndefined();
    expect(query.patient_name).toBeUndefined();
    expect(query.start_date).toBeUndefined();
  });

  it('refuses a start after the end and a sort column outside the list', () => {
    const reversed = transactionListQuerySchema.safeParse({ start_date: '2025-02-01', end_date: '2025-01-01' });
    expect(messagesOf(reversed)).toEqual([TRANSACTION_MESSAGES.startAfterEnd]);
    expect(transactionListQuerySchema.safeParse({ sortBy: 'id; drop table' }).success).toBe(false);
  });
});

describe('export query', () => {
  const base = { start_date: '2025-01-01', end_date: '2025-01-31' };

  it('splits the comma list of fields and defaults granularity to none', () => {
    expect(exportQuerySchema.parse({ ...base, fields: 'patient, amount,amount' })).toEqual({
      ...base,
      fields: ['patient', 'amount'],
      granularity: 'none',
    });
  });

  it('refuses an unknown field, no field, an unknown granularity and missing dates', () => {
    expect(exportQuerySchema.safeParse({ ...base, fields: 'patient,ssn' }).success).toBe(false);
    expect(messagesOf(exportQuerySchema.safeParse({ ...base, fields: '' }))).toEqual([
      TRANSACTION_MESSAGES.exportNeedsField,
    ]);
    expect(exportQuerySchema.safeParse({ ...base, fields: 'amount', granularity: 'week' }).success).toBe(false);
    expect(exportQuerySchema.safeParse({ fields: 'amount' }).success).toBe(false);
  });
});
