import {
  DEFAULT_PAYMENT_MODE,
  DEFAULT_PAYMENT_STATUS,
  todayIsoDate,
  type ProcedureTransactionInput,
} from '@clinic/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { procedureTransactions } from '../db/schema/index.ts';

interface PaymentTarget {
  procedureId: number;
  patientId: number;
}

/**
 * Writes a procedure's payment inside the procedure's own transaction: updates the row that
 * exists, or creates one with the spec's defaults (cash, pending, today in the clinic's zone, 0).
 */
export async function saveProcedureTransaction(
  tx: Transaction,
  target: PaymentTarget,
  input: ProcedureTransactionInput,
  now: Date,
): Promise<'created' | 'updated'> {
  const given = {
    ...(input.amount !== undefined ? { amount: input.amount } : {}),
    ...(input.payment_mode !== undefined ? { paymentMode: input.payment_mode } : {}),
    ...(input.payment_status !== undefined ? { paymentStatus: input.payment_status } : {}),
    ...(input.payment_date !== undefined ? { paymentDate: input.payment_date } : {}),
  };
  const updated = await tx
    .update(procedureTransactions)
    .set({ ...given, updatedAt: now })
    .where(eq(procedureTransactions.procedureId, target.procedureId))
    .returning({ id: procedureTransactions.id });
  if (updated.length > 0) return 'updated';
  await tx.insert(procedureTransactions).values({
    procedureId: target.procedureId,
    patientId: target.patientId,
    amount: '0',
    paymentMode: DEFAULT_PAYMENT_MODE,
    paymentStatus: DEFAULT_PAYMENT_STATUS,
    paymentDate: todayIsoDate(now),
    ...given,
  });
  return 'created';
}
