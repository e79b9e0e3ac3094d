import { fromCentavos, toCentavos, todayIsoDate, type PaymentMode, type Tender } from '@clinic/contracts';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { procedureTransactions } from '../db/schema/index.ts';
import type { InvoiceLineRow, InvoiceRow, PaymentRow } from './billing.repository.ts';

/** The spec's four modes: the e-wallets and transfers it does not name count as `other`. */
const SPEC_MODE: Record<Tender, PaymentMode> = {
  cash: 'cash',
  card: 'card',
  maya: 'paymaya',
  gcash: 'other',
  qrph: 'other',
  bank_transfer: 'other',
  patient_credit: 'other',
  other: 'other',
};

/** The mode of the tender that paid the most of the invoice; cash before anything was paid. */
function specModeOf(payments: readonly PaymentRow[]): PaymentMode {
  const byMode = new Map<PaymentMode, number>();
  for (const payment of payments) {
    const mode = SPEC_MODE[payment.tender];
    byMode.set(mode, (byMode.get(mode) ?? 0) + toCentavos(payment.amount));
  }
  let chosen: PaymentMode = 'cash';
  let largest = 0;
  for (const [mode, amount] of byMode) {
    if (amount > largest) [chosen, largest] = [mode, amount];
  }
  return chosen;
}

/**
 * The spec's transaction of each procedure on an issued invoice, made to follow it: the amount is
 * the procedure's lines' net, `paid` once the invoice is paid, dated by the last payment (else the
 * issue). One row per procedure, so the spec's summary and export count each peso once.
 */
export async function followInvoice(
  tx: Queryable,
  invoice: InvoiceRow,
  lines: readonly InvoiceLineRow[],
  payments: readonly PaymentRow[],
  now: Date,
) {
  const netByProcedure = new Map<number, number>();
  for (const line of lines) {
    if (line.procedureId === null) continue;
    netByProcedure.set(line.procedureId, (netByProcedure.get(line.procedureId) ?? 0) + toCentavos(line.net));
  }
  if (netByProcedure.size === 0 || invoice.patientId === null) return;
  const lastPaid = payments.at(-1)?.takenAt ?? invoice.issuedAt ?? now;
  const followed = {
    paymentMode: specModeOf(payments),
    paymentStatus: invoice.status === 'paid' ? ('paid' as const) : ('pending' as const),
    paymentDate: todayIsoDate(lastPaid),
    updatedAt: now,
  };
  for (const [procedureId, centavos] of netByProcedure) {
    const amount = fromCentavos(centavos);
    await tx
      .insert(procedureTransactions)
      .values({ procedureId, patientId: invoice.patientId, amount, ...followed })
      .onConflictDoUpdate({ target: procedureTransactions.procedureId, set: { amount, ...followed } });
  }
}

/** A voided invoice lets go of its procedures' transactions: they are their own again, and unpaid. */
export async function releaseTransactions(tx: Queryable, lines: readonly InvoiceLineRow[], now: Date) {
  const procedureIds = [...new Set(lines.flatMap((line) => (line.procedureId === null ? [] : [line.procedureId])))];
  if (procedureIds.length === 0) return;
  await tx
    .update(procedureTransactions)
    .set({ paymentStatus: 'pending', updatedAt: now })
    .where(inArray(procedureTransactions.procedureId, procedureIds));
}
