import { and, asc, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Transaction, TransactionFilters, TransactionListQuery } from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';
import { inlineValues, keptStatement, placeholderValues, type ValueBinder } from '../db/kept-statements.ts';
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
function containsText(expression: SQL, pattern: SQLWrapper): SQL {
  return sql`lower(${expression}) like ${pattern}`;
}

/**
 * The payment's procedure name, looked up row by row. A clinic has a handful of procedure names,
 * so a name matches a large share of all procedures: joining every match (what the planner picks
 * for a join) is far slower than checking the few payments of the dates asked for.
 */
const procedureNameOfPayment = sql`(select named.name from ${procedures} as named where named.id = ${pt.procedureId})`;

/** The payments the filters keep; their values travel as `binder` says. */
export function filterConditions(filters: TransactionFilters, { bind }: ValueBinder = inlineValues): SQL | undefined {
  return and(
    filters.start_date ? gte(pt.paymentDate, bind('from', filters.start_date, pt.paymentDate)) : undefined,
    filters.end_date ? lte(pt.paymentDate, bind('until', filters.end_date, pt.paymentDate)) : undefined,
    filters.payment_status ? eq(pt.paymentStatus, bind('status', filters.payment_status, pt.paymentStatus)) : undefined,
    filters.payment_mode ? eq(pt.paymentMode, bind('mode', filters.payment_mode, pt.paymentMode)) : undefined,
    filters.patient_name
      ? containsText(patientNameSql, bind('patient', containsPattern(filters.patient_name)))
      : undefined,
    filters.procedure_name
      ? containsText(procedureNameOfPayment, bind('procedure', containsPattern(filters.procedure_name)))
      : undefined,
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
    /**
     * A page of the list. Its statement is built once for each shape of request (which filters are
     * set, the sort, the page) and kept; the filters' values are its placeholders.
     */
    async page(query: TransactionListQuery): Promise<Transaction[]> {
      const order = [sortDirection(sortColumns[query.sortBy], query.sortOrder), sortDirection(pt.id, query.sortOrder)];
      const placeholders = placeholderValues();
      const where = filterConditions(query, placeholders);
      const shape = `${query.sortBy}:${query.sortOrder}:${query.page}:${query.pageSize}:${placeholders.shape()}`;
      const statement = keptStatement(db, `transactions-page:${shape}`, () => {
        if (!paymentsAloneChoosePage(query)) {
          return pageOf(
            joined()
              .where(where)
              .orderBy(...order)
              .$dynamic(),
            query.page,
            query.pageSize,
          );
        }
        // The page is chosen among the payments alone, then only its rows are joined to their
        // procedure and patient: joining every payment of a range first made the planner read
        // whole tables to sort by a payment column.
        const chosen = db
          .select({ id: pt.id })
          .from(pt)
          .where(where)
          .orderBy(...order);
        return joined()
          .where(inChosenPage(pt.id, chosen.$dynamic(), query.page, query.pageSize))
          .orderBy(...order)
          .$dynamic();
      });
      return statement.execute(placeholders.values);
    },

    /**
     * Count and amounts of every row the filters match: from the day and month totals when they
     * can answer, else in one pass over the payments, joining patients only for the name filter.
     */
    async summary(filters: TransactionFilters) {
      if (answeredByTotals(filters)) return summaryFromTotals(db, filters);
      const placeholders = placeholderValues();
      const where = filterConditions(filters, placeholders);
      const statement = keptStatement(db, `transactions-summary:${placeholders.shape()}`, () => {
        const query = db.select(summaryColumns(paymentsSource)).from(pt).where(where).$dynamic();
        return filters.patient_name ? query.innerJoin(patients, eq(patients.id, pt.patientId)) : query;
      });
      const [row] = await statement.execute(placeholders.values);
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
