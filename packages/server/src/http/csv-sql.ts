import { sql, type SQL } from 'drizzle-orm';
import { FORMULA_START, NEEDS_CARE, NEEDS_QUOTES, PLAIN_AMOUNTS } from './csv.ts';

// The rules of `csvCell` and the plain amounts of `csvAmount`, for CSV lines the database writes
// whole. PostgreSQL's regular expressions read these patterns as JavaScript does (the classes,
// `\t`, `\uFF1D`, `(?:`). The patterns are written into the statement, not bound: a generated
// column's expression takes no parameters.

/** A constant as an SQL string literal (standard strings: only the quote is doubled). */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** The line end of every CSV the server writes. */
export const CSV_LINE_END = sql`chr(13) || chr(10)`;

/** `csvCell` in SQL: text a spreadsheet would run is prefixed with ', quoted when it holds `"`, `,` or a line break. */
export function csvCellSql(value: SQL): SQL {
  // Needing care and no quotes means the cell starts like a formula, hence the plain prefix.
  return sql`CASE WHEN ${value} !~ ${literal(NEEDS_CARE.source)} THEN ${value}
    WHEN ${value} ~ ${literal(NEEDS_QUOTES.source)}
      THEN '"' || replace(CASE WHEN ${value} ~ ${literal(FORMULA_START.source)} THEN '''' || ${value} ELSE ${value} END, '"', '""') || '"'
    ELSE '''' || ${value} END`;
}

/**
 * Amounts joined with commas as CSV cells written as numbers, or null (and so no line) when one is
 * missing or is not a plain decimal.
 */
export function csvAmountsSql(amounts: SQL[]): SQL {
  // `substring … FROM` answers the whole text when the pattern matches it, else null: one match, the text built once.
  return sql`substring(${sql.join(amounts, sql` || ',' || `)} FROM ${literal(PLAIN_AMOUNTS.source)})`;
}
