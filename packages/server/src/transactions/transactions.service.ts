import {
  BILLING_MESSAGES,
  TRANSACTION_MESSAGES,
  totalPages,
  type CreateTransactionInput,
  type AmountsOverTimeQuery,
  type DashboardStatsQuery,
  type ExportQuery,
  type Transaction,
  type TransactionListQuery,
  type TransactionListResponse,
  type UpdateTransactionInput,
} from '@clinic/contracts';
import type { Database, Queryable } from '../db/client.ts';
import { changedFields, recordAudit, recordDeletion, type Actor } from '../audit/audit-log.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { createTransactionsRepository } from './transactions.repository.ts';
import { readAmountsOverTime, readDashboardStats } from './transaction-stats.repository.ts';
import { exportFileName, exportTransactionsCsv } from './transaction-export.ts';
import type { Clock } from '../clock.ts';
import { createBillingRepository } from '../billing/billing.repository.ts';

const auditedFields = (transaction: Transaction) => ({
  amount: transaction.amount,
  payment_mode: transaction.payment_mode,
  payment_status: transaction.payment_status,
  payment_date: transaction.payment_date,
});

/** A procedure's transaction follows its issued invoice: it is changed there, never here. */
export async function refuseIfInvoiced(queryable: Queryable, procedureId: number): Promise<void> {
  const invoice = await createBillingRepository(queryable).invoiceOfProcedure(procedureId);
  if (invoice) throw conflict(BILLING_MESSAGES.transactionFollowsInvoice(invoice.number));
}

export function createTransactionsService({ db, clock }: { db: Database; clock: Clock }) {
  async function findOrFail(id: number, queryable: Queryable = db): Promise<Transaction> {
    const transaction = await createTransactionsRepository(queryable).findById(id);
    if (!transaction) throw notFound(TRANSACTION_MESSAGES.notFound);
    return transaction;
  }

  return {
    async list(query: TransactionListQuery): Promise<TransactionListResponse> {
      const repository = createTransactionsRepository(db);
      // One statement after the other, not side by side: see the procedures list (decision 022).
      const items = await repository.page(query);
      const summary = await repository.summary(query);
      return {
        items,
        total: summary.total,
        totalPages: totalPages(summary.total, query.pageSize),
        stats: {
          total_amount: summary.total_amount,
          paid_amount: summary.paid_amount,
          pending_amount: summary.pending_amount,
          payment_mode_breakdown: {
            cash: summary.cash,
            card: summary.card,
            paymaya: summary.paymaya,
            other: summary.other,
          },
        },
      };
    },

    get: findOrFail,

    async getByProcedure(procedureId: number): Promise<Transaction> {
      const transaction = await createTransactionsRepository(db).findByProcedureId(procedureId);
      if (!transaction) throw notFound(TRANSACTION_MESSAGES.notFound);
      return transaction;
    },

    async create(actor: Actor, input: CreateTransactionInput): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const repository = createTransactionsRepository(tx);
        const procedure = await repository.findProcedure(input.procedure_id);
        if (!procedure) throw notFound(TRANSACTION_MESSAGES.procedureNotFound);
        const id = await repository.insert({
          procedureId: procedure.id,
          patientId: procedure.patientId,
          amount: input.amount,
          paymentMode: input.payment_mode,
          paymentStatus: input.payment_status,
          paymentDate: input.payment_date,
        });
        if (id === undefined) throw conflict(TRANSACTION_MESSAGES.duplicate);
        const created = await repository.findById(id);
        if (!created) throw new Error('created transaction not found');
        await recordAudit(tx, {
          actor,
          entity: 'transaction',
          entityId: id,
          action: 'create',
          patientId: created.patient_id,
          changes: { procedure_id: created.procedure_id, ...auditedFields(created) },
        });
        return created;
      });
    },

    async update(actor: Actor, id: number, input: UpdateTransactionInput): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const repository = createTransactionsRepository(tx);
        const before = await findOrFail(id, tx);
        await refuseIfInvoiced(tx, before.procedure_id);
        await repository.update(
          id,
          {
            ...(input.amount !== undefined ? { amount: input.amount } : {}),
            ...(input.payment_mode !== undefined ? { paymentMode: input.payment_mode } : {}),
            ...(input.payment_status !== undefined ? { paymentStatus: input.payment_status } : {}),
            ...(input.payment_date !== undefined ? { paymentDate: input.payment_date } : {}),
          },
          clock(),
        );
        const after = await findOrFail(id, tx);
        await recordAudit(tx, {
          actor,
          entity: 'transaction',
          entityId: id,
          action: 'update',
          patientId: after.patient_id,
          changes: changedFields(auditedFields(before), auditedFields(after)),
        });
        return after;
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const transaction = await findOrFail(id, tx);
        await refuseIfInvoiced(tx, transaction.procedure_id);
        await createTransactionsRepository(tx).delete(id);
        await recordDeletion(tx, actor, 'transaction', id, {
          patientId: transaction.patient_id,
          changes: { procedure_id: transaction.procedure_id, ...auditedFields(transaction) },
        });
      });
    },

    dashboardStats: (range: DashboardStatsQuery) => readDashboardStats(db, range),

    amountsOverTime: (filters: AmountsOverTimeQuery) => readAmountsOverTime(db, filters),

    exportCsv: (query: ExportQuery) => ({ fileName: exportFileName(query), chunks: exportTransactionsCsv(db, query) }),
  };
}
export type TransactionsService = ReturnType<typeof createTransactionsService>;
