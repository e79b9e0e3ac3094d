import { describe, expect, it } from 'vitest';
import { formatPeso } from './format-peso.ts';

describe('formatPeso', () => {
  it('groups thousands and always shows two places', () => {
    expect(formatPeso('1234.5')).toBe('₱1,234.50');
    expect(formatPeso('0')).toBe('₱0.00');
    expect(formatPeso('9999999999.99')).toBe('₱9,999,999,999.99');
  });

  it('keeps the sign in front of the peso sign', () => {
    expect(formatPeso('-15.25')).toBe('-₱15.25');
  });

  it('is exact where float arithmetic is not', () => {
    expect(formatPeso('0.10')).toBe('₱0.10');
    expect(formatPeso('90071992547409.93')).toBe('₱90,071,992,547,409.93');
  });

  it('leaves text that is not an amount alone', () => {
    expect(formatPeso('abc')).toBe('abc');
  });
});
