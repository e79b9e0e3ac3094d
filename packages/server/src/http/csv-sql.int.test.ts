import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../testing/test-app.ts';
import { csvCell } from './csv.ts';
import { CSV_LINE_END, csvAmountsSql, csvCellSql } from './csv-sql.ts';

const t = useTestApp();

async function written(expression: ReturnType<typeof sql>): Promise<string | null> {
  const { rows } = (await t.database.db.execute(sql`SELECT ${expression} AS written`)) as unknown as {
    rows: { written: string | null }[];
  };
  return rows[0]!.written;
}

/** Cells a person may type: formulas (ASCII and full-width), separators, quotes, line breaks, and plain text. */
const CELLS = [
  'Niño Dela Cruz',
  '',
  '=SUM(A1)',
  '+63 917',
  '-1',
  '@cmd',
  '\tx',
  '\rx',
  '＝SUM(A1)',
  '＋63 917',
  '－1',
  '＠cmd',
  'Santos, Maria',
  'say "hi"',
  'b\nc',
  'a\r\nb',
  '=HYPERLINK("x")',
  '-1,"2"',
  'a-b=c',
  'back\\slash',
];

describe('CSV cells and lines written by the database', () => {
  it.each(CELLS)('writes %j as csvCell does', async (cell) => {
    expect(await written(csvCellSql(sql`${cell}::text`))).toBe(csvCell(cell));
  });

  it('writes amounts joined by commas as numbers, and nothing when one is not a plain decimal', async () => {
    const amounts = (...values: string[]) => csvAmountsSql(values.map((value) => sql`${value}::text`));
    expect(await written(amounts('-1120.00', '0.00', '-120.00'))).toBe('-1120.00,0.00,-120.00');
    expect(await written(amounts('1.00', '=cmd|calc'))).toBeNull();
    expect(await written(amounts('1.00', ''))).toBeNull();
    expect(await written(csvAmountsSql([sql`'1.00'`, sql`NULL::text`]))).toBeNull();
  });

  it('ends a line with CRLF', async () => {
    expect(await written(sql`'a' || ${CSV_LINE_END}`)).toBe('a\r\n');
  });
});
