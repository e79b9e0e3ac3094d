import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition.ts';

describe('fileNameFromDisposition', () => {
  it('reads quoted, plain and encoded names', () => {
    expect(fileNameFromDisposition('attachment; filename="transactions_2025-01-01_2025-01-31.csv"')).toBe(
      'transactions_2025-01-01_2025-01-31.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=a.csv')).toBe('a.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''pa%C3%B1o.csv")).toBe('paño.csv');
  });

  it('falls back to transactions_export.csv', () => {
    expect(fileNameFromDisposition(null)).toBe('transactions_export.csv');
    expect(fileNameFromDisposition('attachment')).toBe('transactions_export.csv');
  });
});
