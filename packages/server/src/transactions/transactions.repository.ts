import { and, asc, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Transaction, TransactionFilters, TransactionListQuery } from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';
import { inChosenPage, pageOf } from '../db/pages.ts';
import { containsPattern } from '../db/contains-pattern.ts';
import { patients, procedureTransactions as pt, procedures } from '../db/schema/index.ts';
import { paymentsSource, summaryColumns } from './amount-sums.ts';
import { answeredByTotals, summaryFromTotals } from './payment-totals.repository.ts';

export const patientNameSql = sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`;

export const transactionColumns = {
  id: pt.id,
  procedure_id: pt.procedureId,
  patient_id: pt.patientId,
  patient_name: patientNameSql,
  procedure_name: procedures.name,
  amount: pt.amount,
  payment_mode: pt.paymentMode,
  payment_status: pt.paymentStatus,
  payment_date: pt.paymentDate,
};

/** Case-insensitive "contains", written as `lower(…) like` so the trigram indexes serve it. */
function containsText(expression: SQL, text: string): SQL {
  return sql`lower(${expression}) like ${containsPattern(text)}`;
}

/**
 * The payment's procedure name, looked up row by row. A clinic has a handful of procedure names,
 * so a name matches a large share of all procedures: joining every match (what the planner picks
 * for a join) is far slower than checking the few payments of the dates asked for.
 */
const procedureNameOfPayment = sql`(select named.name from ${procedures} as named where named.id = ${pt.procedureId})`;

export function filterConditions(filters: TransactionFilters): SQL | undefined {
  return and(
    filters.start_date ? gte(pt.paymentDate, filters.start_date) : undefined,
    filters.end_date ? lte(pt.paymentDate, filters.end_date) : undefined,
    filters.payment_status ? eq(pt.paymentStatus, filters.payment_status) : undefined,
    filters.payment_mode ? eq(pt.paymentMode, filters.payment_mode) : undefined,
    filters.patient_name ? containsText(patientNameSql, filters.patient_name) : undefined,
    filters.procedure_name ? containsText(procedureNameOfPayment, filters.procedure_name) : undefined,
  );
}

/** Plain ASC or DESC: every sort index is ascending, and PostgreSQL walks it either way. */
export function sortDirection(column: SQLWrapper, direction: 'asc' | 'desc'): SQL {
  return direction === 'desc' ? desc(column) : asc(column);
}

const sortColumns = {
  payment_date: pt.paymentDate,
  amount: pt.amount,
  patient_name: patientNameSql,
  procedure_name: procedures.name,
  payment_status: pt.paymentStatus,
  payment_mode: pt.paymentMode,
} satisfies Record<TransactionListQuery['sortBy'], unknown>;

/** A page sorted by a payment column, with no patient-name filter, needs nothing but the payments to choose. */
const paymentsAloneChoosePage = (query: TransactionListQuery) =>
  !query.patient_name && query.sortBy !== 'patient_name' && query.sortBy !== 'procedure_name';

export function createTransactionsRepository(db: Queryable) {
  const joined = () =>
    db
      .select(transactionColumns)
      .from(pt)
      .innerJoin(procedures, eq(procedures.id, pt.procedureId))
      .innerJoin(patients, eq(patients.id, pt.patientId));

  return {
    async page(query: TransactionListQuery): Promise<Transaction[]> {
      const order = [sortDirection(sortColumns[query.sortBy], query.sortOrder), sortDirection(pt.id, query.sortOrder)];
      if (!paymentsAloneChoosePage(query)) {
        const rows = joined()
          .where(filterConditions(query))
          .orderBy(...order);
        return pageOf(rows.$dynamic(), query.page, query.pageSize);
      }
      // The page is chosen among the payments alone, then only its rows are joined to their
      // procedure and patient: joining every payment of a range first made the planner read
      // whole tables to sort by a payment column.
      const chosen = db
        .select({ id: pt.id })
        .from(pt)
        .where(filterConditions(query))
        .orderBy(...order);
      return joined()
        .where(inChosenPage(pt.id, chosen.$dynamic(), query.page, query.pageSize))
        .orderBy(...order);
    },

    /**
     * Count and amounts of every row the filters match: from the day and month totals when they
     * can answer, else in one pass over the payments, joining patients only for the name filter.
     */
    async summary(filters: TransactionFilters) {
      if (answeredByTotals(filters)) return summaryFromTotals(db, filters);
      const query = db.select(summaryColumns(paymentsSource)).from(pt).where(filterConditions(filters)).$dynamic();
      if (filters.patient_name) query.innerJoin(patients, eq(patients.id, pt.patientId));
      const [row] = await query;
      if (!row) throw new Error('aggregate returned no row');
      return row;
    },

    async findById(id: number): Promise<Transaction | undefined> {
      const [row] = await joined().where(eq(pt.id, id)).limit(1);
      return row;
    },

    async findByProcedureId(procedureId: number): Promise<Transaction | undefined> {
      const [row] = await joined().where(eq(pt.procedureId, procedureId)).limit(1);
      return row;
    },

    async findProcedure(procedureId: number): Promise<{ id: number; patientId: number } | undefined> {
      const [row] = await db
        .select({ id: procedures.id, patientId: procedures.patientId })
        .from(procedures)
        .where(eq(procedures.id, procedureId))
        .limit(1);
      return row;
    },

    /** The new id, or undefined when the procedure already has a transaction. */
    async insert(values: typeof pt.$inferInsert): Promise<number | undefined> {
      const [row] = await db.insert(pt).values(values).onConflictDoNothing().returning({ id: pt.id });
      return row?.id;
    },

    async update(id: number, values: Partial<typeof pt.$inferInsert>, now: Date): Promise<void> {
      await db
        .update(pt)
        .set({ ...values, updatedAt: now })
        .where(eq(pt.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(pt).where(eq(pt.id, id));
    },
  };
}
export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
