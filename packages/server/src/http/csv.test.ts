import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, csvLine } from '../http/csv.ts';

describe('csv cells', () => {
  it.each(['=SUM(A1)', '+63 917', '-1', '@cmd', '\tx'])('escapes %j against formula injection', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it.each(['＝SUM(A1)', '＋63 917', '－1', '＠cmd'])('escapes the full-width %j like its ASCII form', (value) => {
    expect(csvCell(value)).toBe(`'${value}`);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Santos, Maria')).toBe('"Santos, Maria"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvLine(['a', 'b\nc'])).toBe('a,"b\nc"\r\n');
  });

  it('writes a computed amount as a number, minus sign and all, and refuses anything else as one', () => {
    expect(csvLine(['CM-000001', csvAmount('-1120.00'), '-1'])).toBe("CM-000001,-1120.00,'-1\r\n");
    expect(() => csvAmount('-1+cmd|calc')).toThrow();
  });

  it('leaves plain text and amounts alone', () => {
    expect(csvLine(['Niño Dela Cruz', '1500.50', '2025-01-31'])).toBe('Niño Dela Cruz,1500.50,2025-01-31\r\n');
  });
});
