import { createHash } from 'node:crypto';
import type { ChainCheck } from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';
import {
  createBillingRepository,
  type CreditMemoLineRow,
  type CreditMemoRow,
  type InvoiceLineRow,
  type InvoiceRow,
} from './billing.repository.ts';
import { documentNumber } from './invoice-figures.ts';

/** JSON with every object's keys sorted: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A document's hash: SHA-256 of the previous document's hash and its own canonical content. */
export const chainedHash = (previousHash: string | null, content: unknown) =>
  createHash('sha256')
    .update(`${previousHash ?? ''}\n${canonicalJson(content)}`)
    .digest('hex');

// Where a document's issue time and number go in its canonical text until the series' lock decides
// them. No stored text holds a NUL (PostgreSQL refuses one), so no content can be mistaken for these.
const ISSUED_AT_MARK = '\u0000issued_at\u0000';
const NUMBER_MARK = '\u0000number\u0000';

/** The text `clinic_take_number` hashes a document from: its canonical JSON cut around its issue time and number. */
export interface TextAroundNumber {
  beforeIssuedAt: string;
  beforeNumber: string;
  afterNumber: string;
}

/**
 * A document's canonical JSON cut where its issue time and number go: its keys are sorted, so
 * `issued_at` comes before `number`, and the database puts the two between the three parts.
 */
export function textAroundNumber(content: { issued_at: unknown; number: unknown }): TextAroundNumber {
  const text = canonicalJson({ ...content, issued_at: ISSUED_AT_MARK, number: NUMBER_MARK });
  const [beforeIssuedAt, fromIssuedAt, ...extraIssuedAt] = text.split(JSON.stringify(ISSUED_AT_MARK));
  const [beforeNumber, afterNumber, ...extraNumber] = (fromIssuedAt ?? '').split(JSON.stringify(NUMBER_MARK));
  if (beforeIssuedAt === undefined || afterNumber === undefined || extraIssuedAt.length + extraNumber.length > 0) {
    throw new Error('A document must hold its issue time, then its number, once each');
  }
  return { beforeIssuedAt, beforeNumber: beforeNumber!, afterNumber };
}

/**
 * What an issued invoice's hash covers: everything printed at issue. Payments, status and the
 * void come later and change nothing printed at issue, so they are left out; so are the links to
 * the patient, procedures and catalogue, which archiving a patient's record sets to null.
 */
export function invoiceContent(invoice: InvoiceRow, lines: readonly InvoiceLineRow[]) {
  const { paid: _paid, credited: _credited, balance: _balance, overpaid: _overpaid, ...issuedTotals } = invoice.totals;
  return {
    type: 'invoice',
    number: invoice.number,
    branch_id: invoice.branchId,
    issued_at: invoice.issuedAt,
    buyer_name: invoice.buyerName,
    // Left out when empty, so the invoices issued before these were kept hash as they did.
    ...(invoice.buyerAddress === null ? {} : { buyer_address: invoice.buyerAddress }),
    ...(invoice.buyerTin === null ? {} : { buyer_tin: invoice.buyerTin }),
    vat_status: invoice.vatStatus,
    discount: invoice.discount,
    totals: issuedTotals,
    lines: lines.map((line) => ({
      position: line.position,
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      tax_class: line.taxClass,
      senior_pwd_eligible: line.seniorPwdEligible,
      discount: line.discount,
      totals: line.totals,
      net: line.net,
    })),
  };
}

export function creditMemoContent(memo: CreditMemoRow, lines: readonly CreditMemoLineRow[]) {
  return {
    type: 'credit_memo',
    number: memo.number,
    invoice_id: memo.invoiceId,
    issued_at: memo.issuedAt,
    reason: memo.reason,
    tender: memo.tender,
    reference: memo.reference,
    total: memo.total,
    vat: memo.vat,
    refunded: memo.refunded,
    lines: lines.map((line) => ({
      invoice_line_id: line.invoiceLineId,
      quantity: line.quantity,
      amount: line.amount,
      vat: line.vat,
    })),
  };
}

interface ChainedDocument {
  number: string | null;
  serial: number | null;
  contentHash: string | null;
  previousHash: string | null;
}

/** Documents the chain check reads at once: its memory stays flat whatever the series' length. */
const CHAIN_BATCH = 1000;

/** A series' documents in the order they were numbered, each with its content, read a batch at a time. */
async function* documentsOf(
  repository: ReturnType<typeof createBillingRepository>,
  series: { id: number; documentType: 'invoice' | 'credit_memo' },
  batchSize: number,
): AsyncGenerator<{ document: ChainedDocument; content: unknown }> {
  for (let after = 0; ;) {
    const batch =
      series.documentType === 'invoice'
        ? (await repository.invoicesOfSeries(series.id, after, batchSize)).map(({ row, lines }) => ({
            document: row,
            content: invoiceContent(row, lines),
          }))
        : (await repository.creditMemosOfSeries(series.id, after, batchSize)).map(({ row, lines }) => ({
            document: row,
            content: creditMemoContent(row, lines),
          }));
    yield* batch;
    if (batch.length < batchSize) return;
    after = batch.at(-1)!.document.serial!;
  }
}

/**
 * Walks every series from its first document: each must follow the last without a gap, point at
 * its hash, and hash to what it keeps. Answers the first document that does not.
 */
export async function checkChains(db: Queryable, batchSize = CHAIN_BATCH): Promise<ChainCheck> {
  const repository = createBillingRepository(db);
  let checked = 0;
  for (const series of await repository.allSeries()) {
    let previous: string | null = null;
    let count = 0;
    for await (const { document, content } of documentsOf(repository, series, batchSize)) {
      checked += 1;
      count += 1;
      const intact =
        document.serial === count &&
        document.previousHash === previous &&
        document.contentHash === chainedHash(previous, content);
      if (!intact) return { ok: false, checked, first_bad: document.number ?? `${series.prefix}?` };
      previous = document.contentHash;
    }
    if (series.nextNumber !== count + 1 || series.lastHash !== previous) {
      return { ok: false, checked, first_bad: documentNumber(series, count + 1) };
    }
  }
  return { ok: true, checked, first_bad: null };
}
