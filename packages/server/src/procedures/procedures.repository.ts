import {
  DEFAULT_PAYMENT_MODE,
  DEFAULT_PAYMENT_STATUS,
  todayIsoDate,
  type ProcedureFilters,
  type ProcedureListParams,
  type ProcedureStats,
  type ProcedureTransactionInput,
} from '@clinic/contracts';
import { asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { defineKeptStatement, placeholder } from '../db/kept-statements.ts';
import { inChosenPage, pageOf, type SortedPageShape } from '../db/pages.ts';
import { faceAnnotationSets, patients, procedureTransactions, procedures } from '../db/schema/index.ts';
import { answeredByDailyCounts, countsByStatus, statsFromDailyCounts } from './procedure-daily-counts.ts';
import { procedureConditions, procedureFilters, type ProcedureFilterShape } from './procedure-filters.ts';

export type ProcedureRow = typeof procedures.$inferSelect;

/** A payment's values as the audit keeps them (the names of the transactions API). */
export type PaymentAuditFields = ReturnType<typeof paymentAuditFields>;
const paymentAuditFields = (row: typeof procedureTransactions.$inferSelect) => ({
  amount: row.amount,
  payment_mode: row.paymentMode,
  payment_status: row.paymentStatus,
  payment_date: row.paymentDate,
});

const patientName = sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`;

const columns = {
  procedure: procedures,
  patientName,
  transaction: {
    id: procedureTransactions.id,
    amount: procedureTransactions.amount,
    paymentMode: procedureTransactions.paymentMode,
    paymentStatus: procedureTransactions.paymentStatus,
    paymentDate: procedureTransactions.paymentDate,
  },
  facePoints: { annotations: faceAnnotationSets.annotations, updatedAt: faceAnnotationSets.updatedAt },
};

const SORT_COLUMNS: Record<ProcedureListParams['sortBy'], AnyColumn | SQL> = {
  name: procedures.name,
  doctor_name: procedures.doctorName,
  start_datetime: procedures.startDatetime,
  status: procedures.status,
  // A procedure without a payment row sorts as 0.
  amount: sql`coalesce(${procedureTransactions.amount}, 0)`,
  patient_name: patientName,
};

/** A procedure's payment amount (0 without one), read through the payments' procedure key. */
const amountByLookup = sql`coalesce((select ${procedureTransactions.amount} from ${procedureTransactions} where ${procedureTransactions.procedureId} = ${procedures.id}), 0)`;

const withPatientAndPayment = (db: Queryable) =>
  db
    .select(columns)
    .from(procedures)
    .innerJoin(patients, eq(patients.id, procedures.patientId))
    .leftJoin(procedureTransactions, eq(procedureTransactions.procedureId, procedures.id))
    .leftJoin(faceAnnotationSets, eq(faceAnnotationSets.procedureId, procedures.id));

type PageShape = SortedPageShape<ProcedureFilterShape, ProcedureListParams['sortBy']>;

const pageStatement = defineKeptStatement('procedures.page', (shape: PageShape, db) => {
  const direction = shape.sortOrder === 'asc' ? asc : desc;
  const order = [direction(SORT_COLUMNS[shape.sortBy]), direction(procedures.id)];
  const where = procedureConditions(shape.filters, placeholder);
  if (shape.sortBy === 'patient_name') {
    return pageOf(
      withPatientAndPayment(db)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      shape.page,
      shape.pageSize,
    );
  }
  // The page is chosen among the procedures alone (by amount, looking up each one's payment by
  // its key): the statement then keeps one plan (see `inChosenPage`), and joining every
  // procedure of the range to its payment made the planner hash the whole payments table.
  const sortKey = shape.sortBy === 'amount' ? amountByLookup : SORT_COLUMNS[shape.sortBy];
  const chosen = db
    .select({ id: procedures.id })
    .from(procedures)
    .where(where)
    .orderBy(direction(sortKey), direction(procedures.id));
  return withPatientAndPayment(db)
    .where(inChosenPage(procedures.id, chosen.$dynamic(), shape.page, shape.pageSize))
    .orderBy(...order)
    .$dynamic();
});

const countsStatement = defineKeptStatement('procedures.counts', (filters: ProcedureFilterShape, db) =>
  db
    .select({ status: procedures.status, value: count() })
    .from(procedures)
    .where(procedureConditions(filters, placeholder))
    .groupBy(procedures.status),
);

export function createProceduresRepository(db: Queryable) {
  return {
    async findById(id: number) {
      const [row] = await withPatientAndPayment(db).where(eq(procedures.id, id)).limit(1);
      return row;
    },

    /** Locks the row for the rest of the transaction, so two saves of one procedure queue up. */
    async findForUpdate(id: number): Promise<ProcedureRow | undefined> {
      const [row] = await db.select().from(procedures).where(eq(procedures.id, id)).for('update').limit(1);
      return row;
    },

    /**
     * A page of the list. Its statement is built once for each shape of request (which filters are
     * set, the sort, the page) and kept; the filters' values are its placeholders.
     */
    async list(params: ProcedureListParams) {
      const { shape, values } = procedureFilters(params);
      const { sortBy, sortOrder, page, page_size: pageSize } = params;
      return pageStatement(db, { filters: shape, sortBy, sortOrder, page, pageSize }).execute(values);
    },

    /** Counts per status of what the filters match, from the daily counts when they can answer. */
    async stats(filters: ProcedureFilters): Promise<ProcedureStats> {
      if (answeredByDailyCounts(filters)) return statsFromDailyCounts(db, filters);
      const { shape, values } = procedureFilters(filters);
      return countsByStatus(await countsStatement(db, shape).execute(values));
    },

    async patientExists(patientId: number): Promise<boolean> {
      const [row] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).limit(1);
      return row !== undefined;
    },

    async insert(values: typeof procedures.$inferInsert): Promise<ProcedureRow> {
      const [row] = await db.insert(procedures).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(id: number, values: Partial<typeof procedures.$inferInsert>, now: Date): Promise<ProcedureRow> {
      const [row] = await db
        .update(procedures)
        .set({ ...values, updatedAt: now })
        .where(eq(procedures.id, id))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    /**
     * Writes a procedure's payment inside the procedure's own transaction: updates the row that
     * exists, or creates one with the spec's defaults (cash, pending, today in the clinic's zone, 0).
     */
    /** Saves the procedure's payment and answers its values before (null when new) and after, for the audit. */
    async savePayment(
      procedure: { id: number; patientId: number },
      input: ProcedureTransactionInput,
      now: Date,
    ): Promise<{ id: number; before: PaymentAuditFields | null; after: PaymentAuditFields }> {
      const given = {
        ...(input.amount !== undefined ? { amount: input.amount } : {}),
        ...(input.payment_mode !== undefined ? { paymentMode: input.payment_mode } : {}),
        ...(input.payment_status !== undefined ? { paymentStatus: input.payment_status } : {}),
        ...(input.payment_date !== undefined ? { paymentDate: input.payment_date } : {}),
      };
      const [existing] = await db
        .select()
        .from(procedureTransactions)
        .where(eq(procedureTransactions.procedureId, procedure.id));
      if (existing) {
        const [updated] = await db
          .update(procedureTransactions)
          .set({ ...given, updatedAt: now })
          .where(eq(procedureTransactions.id, existing.id))
          .returning();
        return { id: existing.id, before: paymentAuditFields(existing), after: paymentAuditFields(updated!) };
      }
      const [created] = await db
        .insert(procedureTransactions)
        .values({
          procedureId: procedure.id,
          patientId: procedure.patientId,
          amount: '0',
          paymentMode: DEFAULT_PAYMENT_MODE,
          paymentStatus: DEFAULT_PAYMENT_STATUS,
          paymentDate: todayIsoDate(now),
          ...given,
        })
        .returning();
      return { id: created!.id, before: null, after: paymentAuditFields(created!) };
    },

    async delete(id: number): Promise<void> {
      await db.delete(procedures).where(eq(procedures.id, id));
    },
  };
}
export type ProceduresRepository = ReturnType<typeof createProceduresRepository>;
export type ProcedureWithRelations = NonNullable<Awaited<ReturnType<ProceduresRepository['findById']>>>;
