import { and, asc, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Transaction, TransactionFilters, TransactionListQuery } from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';
import { defineKeptStatement, inline, placeholder, whichAreSet, type Bind } from '../db/kept-statements.ts';
import { inChosenPage, pageOf, type SortedPageShape } from '../db/pages.ts';
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

const FILTERS = [
  'start_date',
  'end_date',
  'payment_status',
  'payment_mode',
  'patient_name',
  'procedure_name',
] as const satisfies readonly (keyof TransactionFilters)[];

/** Which filters are set: what the filters' conditions depend on besides their values. */
export type TransactionFilterShape = Record<(typeof FILTERS)[number], boolean>;

/** The filters' shape, and their values under the names `filterConditions` gives them. */
export function transactionFilters(filters: TransactionFilters) {
  const shape: TransactionFilterShape = whichAreSet(filters, FILTERS);
  const values = {
    from: filters.start_date,
    until: filters.end_date,
    status: filters.payment_status,
    mode: filters.payment_mode,
    patient: filters.patient_name && containsPattern(filters.patient_name),
    procedure: filters.procedure_name && containsPattern(filters.procedure_name),
  };
  return { shape, values };
}

/** The payments the filters of `shape` keep; their values are referred to through `bind`. */
export function filterConditions(shape: TransactionFilterShape, bind: Bind): SQL | undefined {
  return and(
    shape.start_date ? gte(pt.paymentDate, bind('from', pt.paymentDate)) : undefined,
    shape.end_date ? lte(pt.paymentDate, bind('until', pt.paymentDate)) : undefined,
    shape.payment_status ? eq(pt.paymentStatus, bind('status', pt.paymentStatus)) : undefined,
    shape.payment_mode ? eq(pt.paymentMode, bind('mode', pt.paymentMode)) : undefined,
    shape.patient_name ? containsText(patientNameSql, bind('patient')) : undefined,
    shape.procedure_name ? containsText(procedureNameOfPayment, bind('procedure')) : undefined,
  );
}

/** The payments `filters` keep, their values written into the statement: for statements run once. */
export function filtersWithValues(filters: TransactionFilters): SQL | undefined {
  const { shape, values } = transactionFilters(filters);
  return filterConditions(shape, inline(values));
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
const paymentsAloneChoosePage = ({ filters, sortBy }: PageShape) =>
  !filters.patient_name && sortBy !== 'patient_name' && sortBy !== 'procedure_name';

const joined = (db: Queryable) =>
  db
    .select(transactionColumns)
    .from(pt)
    .innerJoin(procedures, eq(procedures.id, pt.procedureId))
    .innerJoin(patients, eq(patients.id, pt.patientId));

type PageShape = SortedPageShape<TransactionFilterShape, TransactionListQuery['sortBy']>;

const pageStatement = defineKeptStatement('transactions.page', (shape: PageShape, db) => {
  const order = [sortDirection(sortColumns[shape.sortBy], shape.sortOrder), sortDirection(pt.id, shape.sortOrder)];
  const where = filterConditions(shape.filters, placeholder);
  if (!paymentsAloneChoosePage(shape)) {
    return pageOf(
      joined(db)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      shape.page,
      shape.pageSize,
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
  return joined(db)
    .where(inChosenPage(pt.id, chosen.$dynamic(), shape.page, shape.pageSize))
    .orderBy(...order)
    .$dynamic();
});

const summaryStatement = defineKeptStatement('transactions.summary', (filters: TransactionFilterShape, db) => {
  const query = db
    .select(summaryColumns(paymentsSource))
    .from(pt)
    .where(filterConditions(filters, placeholder))
    .$dynamic();
  return filters.patient_name ? query.innerJoin(patients, eq(patients.id, pt.patientId)) : query;
});

export function createTransactionsRepository(db: Queryable) {
  return {
    /**
     * A page of the list. Its statement is built once for each shape of request (which filters are
     * set, the sort, the page) and kept; the filters' values are its placeholders.
     */
    async page(query: TransactionListQuery): Promise<Transaction[]> {
      const { shape, values } = transactionFilters(query);
      const { sortBy, sortOrder, page, pageSize } = query;
      return pageStatement(db, { filters: shape, sortBy, sortOrder, page, pageSize }).execute(values);
    },

    /**
     * Count and amounts of every row the filters match: from the day and month totals when they
     * can answer, else in one pass over the payments, joining patients only for the name filter.
     */
    async summary(filters: TransactionFilters) {
      if (answeredByTotals(filters)) return summaryFromTotals(db, filters);
      const { shape, values } = transactionFilters(filters);
      const [row] = await summaryStatement(db, shape).execute(values);
      if (!row) throw new Error('aggregate returned no row');
      return row;
    },

    async findById(id: number): Promise<Transaction | undefined> {
      const [row] = await joined(db).where(eq(pt.id, id)).limit(1);
      return row;
    },

    async findByProcedureId(procedureId: number): Promise<Transaction | undefined> {
      const [row] = await joined(db).where(eq(pt.procedureId, procedureId)).limit(1);
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
