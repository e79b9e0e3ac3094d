import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Byte order mark: spreadsheets then read the file as UTF-8 and keep ₱ and ñ intact. */
export const UTF8_BOM = '\uFEFF';

// Spreadsheets read the full-width ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20) as their ASCII forms.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV cell; text a spreadsheet would run as a formula is prefixed with ' (OWASP CSV injection). */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const PLAIN_AMOUNT = /^-?\d+(?:\.\d+)?$/;

/** An amount the server computed, written as a number: a credit's minus sign starts no formula. */
export interface CsvAmount {
  readonly amount: string;
}

export function csvAmount(amount: string): CsvAmount {
  if (!PLAIN_AMOUNT.test(amount)) throw new Error(`not an amount: ${amount}`);
  return { amount };
}

export function csvLine(values: readonly (string | CsvAmount)[]): string {
  return `${values.map((value) => (typeof value === 'string' ? csvCell(value) : value.amount)).join(',')}\r\n`;
}

/** CSV lines as a download, written as they come and kept by no browser or proxy. */
export function sendCsvDownload(
  reply: FastifyReply,
  { fileName, chunks }: { fileName: string; chunks: Iterable<string> | AsyncIterable<string> },
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));
}
