import { Readable } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** Byte order mark: spreadsheets then read the file as UTF-8 and keep ₱ and ñ intact. */
export const UTF8_BOM = '\uFEFF';

// Spreadsheets read the full-width ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20) as their ASCII forms.
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
export const NEEDS_QUOTES = /[",\r\n]/;
// Either of the two above: most cells need neither, and one test tells so (reports run it millions of times).
export const NEEDS_CARE = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]|[",\r\n]/;

/** One CSV cell; text a spreadsheet would run as a formula is prefixed with ' (OWASP CSV injection). */
export function csvCell(value: string): string {
  if (!NEEDS_CARE.test(value)) return value;
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

/** Amounts joined with commas, each a plain decimal: how the database writes a report's amounts (`csvAmountsSql`). */
export const PLAIN_AMOUNTS = /^-?\d+(?:\.\d+)?(?:,-?\d+(?:\.\d+)?)*$/;

export function csvLine(values: readonly (string | CsvAmount)[]): string {
  // One string grown cell by cell: no array per line (a year's journal is half a million lines).
  let line = '';
  values.forEach((value, index) => {
    line += `${index === 0 ? '' : ','}${typeof value === 'string' ? csvCell(value) : value.amount}`;
  });
  return `${line}\r\n`;
}

/**
 * Route options for a large CSV download: still compressed, but at the fastest level, which keeps
 * most of the saving for a fraction of the work on a half-million-line report.
 */
export const CSV_DOWNLOAD_COMPRESSION = {
  zlibOptions: { level: zlib.Z_BEST_SPEED },
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } },
} as const;

/** CSV lines as a download, written as they come and kept by no browser or proxy. */
export function sendCsvDownload(
  reply: FastifyReply,
  { fileName, chunks }: { fileName: string; chunks: Iterable<string> | AsyncIterable<string> },
): FastifyReply {
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      // Read ahead by one chunk at most (a chunk is a batch of a report): memory stays flat for a slow client.
      .send(Readable.from(chunks, { highWaterMark: 1 }))
  );
}
