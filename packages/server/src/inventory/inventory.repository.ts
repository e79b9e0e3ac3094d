import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { defineKeptStatement, placeholder, type NoShape } from '../db/kept-statements.ts';
import { staffNameColumn } from '../db/staff-name.ts';
import {
  faceAnnotationSets,
  lotAdjustments,
  lotUsages,
  patients,
  procedures,
  productLots,
  products,
  users,
} from '../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type LotRow = typeof productLots.$inferSelect;
export type UsageRow = typeof lotUsages.$inferSelect;

/** A lot with its ledger summed: what was used by procedures and taken out by adjustments. */
export type LotBalanceRow = LotRow & { used: string; adjusted: string };

/** Which usages of a procedure a save replaces: those on its points, or its own lines. */
export type UsageScope = 'points' | 'lines';

// Written out in full: inside a subquery drizzle would name the outer column without its table.
// Only treatments that happened take stock; found stock counts as a negative adjustment.
const usedOf = sql<string>`coalesce((select sum(u.amount) from lot_usages u where u.lot_id = product_lots.id and u.taken), 0)`;
const adjustedOf = sql<string>`coalesce((select sum(case when a.kind = 'found_stock' then -a.quantity else a.quantity end)
  from lot_adjustments a where a.lot_id = product_lots.id), 0)`;

const scopeCondition = (scope: UsageScope) =>
  scope === 'points' ? isNotNull(lotUsages.pointId) : isNull(lotUsages.pointId);

/** Usages with their product and lot, for procedures' summaries. */
const namedUsages = (db: Queryable, which: SQL) =>
  db
    .select({
      procedureId: lotUsages.procedureId,
      pointId: lotUsages.pointId,
      productId: products.id,
      productName: products.name,
      unit: products.unit,
      lotId: productLots.id,
      lotNumber: productLots.lotNumber,
      expiryDate: productLots.expiryDate,
      amount: lotUsages.amount,
      taken: lotUsages.taken,
    })
    .from(lotUsages)
    .innerJoin(productLots, eq(productLots.id, lotUsages.lotId))
    .innerJoin(products, eq(products.id, productLots.productId))
    .where(which)
    .orderBy(asc(lotUsages.id));

/**
 * The usages of the procedures `procedureIds` selects, one row per procedure with its usages as
 * the JSON text of the answer's `products` (`ProductUsage[]` as `toProductUsage` writes them, in
 * the order they were recorded), for answers the database writes whole. One pass over the
 * usages: looked up per procedure, a long chart's 500 lookups cost more than the rest of its
 * answer. Amounts have two decimals, so as `float8` they print as `quantityOf` gives them.
 */
export const usageListsOf = (db: Queryable, procedureIds: SQLWrapper) =>
  db
    .select({
      procedureId: lotUsages.procedureId,
      json: sql<string>`'[' || string_agg((
        SELECT row_to_json(usage)::text FROM (
          SELECT ${lotUsages.pointId} AS point_id, ${products.id} AS product_id, ${products.name} AS product_name,
                 ${products.unit} AS unit, ${productLots.id} AS lot_id, ${productLots.lotNumber} AS lot_number,
                 ${productLots.expiryDate} AS expiry_date, ${lotUsages.amount}::float8 AS amount,
                 NOT ${lotUsages.taken} AS planned) usage), ',' ORDER BY ${lotUsages.id}) || ']'`.as('products_json'),
    })
    .from(lotUsages)
    .innerJoin(productLots, eq(productLots.id, lotUsages.lotId))
    .innerJoin(products, eq(products.id, productLots.productId))
    .where(inArray(lotUsages.procedureId, procedureIds))
    .groupBy(lotUsages.procedureId)
    .as('usage_lists');

/**
 * Prepared once: a recall is asked again and again, and planning its joins costs more than
 * running them.
 */
const recipientsStatement = defineKeptStatement('inventory.lot-recipients', (_shape: NoShape, db) =>
  db
    .select({
      patientId: patients.id,
      firstName: patients.firstName,
      middleName: patients.middleName,
      lastName: patients.lastName,
      phone: patients.phonePrimary,
      email: patients.email,
      procedureId: procedures.id,
      procedureName: procedures.name,
      startDatetime: procedures.startDatetime,
      doctorName: procedures.doctorName,
      pointId: lotUsages.pointId,
      pointLabel: sql<string | null>`(
        select point->>'label' from jsonb_array_elements(${faceAnnotationSets.annotations}) as point
        where point->>'id' = ${lotUsages.pointId} limit 1)`,
      amount: lotUsages.amount,
    })
    .from(lotUsages)
    .innerJoin(procedures, eq(procedures.id, lotUsages.procedureId))
    .innerJoin(patients, eq(patients.id, lotUsages.patientId))
    .leftJoin(faceAnnotationSets, eq(faceAnnotationSets.procedureId, procedures.id))
    // A recall names only patients who were treated, never those merely booked.
    .where(and(eq(lotUsages.lotId, placeholder('lotId')), eq(lotUsages.taken, true)))
    .orderBy(desc(procedures.startDatetime), asc(procedures.id), asc(lotUsages.id)),
);

export function createInventoryRepository(db: Queryable) {
  const lotsWithBalance = () =>
    db
      .select({
        id: productLots.id,
        productId: productLots.productId,
        lotNumber: productLots.lotNumber,
        expiryDate: productLots.expiryDate,
        quantityReceived: productLots.quantityReceived,
        receivedDate: productLots.receivedDate,
        supplier: productLots.supplier,
        createdAt: productLots.createdAt,
        used: usedOf,
        adjusted: adjustedOf,
      })
      .from(productLots);

  return {
    listProducts: () =>
      db
        .select()
        .from(products)
        .orderBy(asc(sql`lower(${products.name})`)),

    async findProduct(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row;
    },

    async insertProduct(values: typeof products.$inferInsert): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      return row!;
    },

    async updateProduct(id: number, values: Partial<typeof products.$inferInsert>): Promise<ProductRow | undefined> {
      const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
      return row;
    },

    /** Every lot with its balance; all products' when no product is named. */
    lots: (productId?: number): Promise<LotBalanceRow[]> =>
      lotsWithBalance()
        .where(productId === undefined ? undefined : eq(productLots.productId, productId))
        .orderBy(asc(productLots.expiryDate), asc(productLots.id)),

    async findLot(id: number): Promise<LotBalanceRow | undefined> {
      const [row] = await lotsWithBalance().where(eq(productLots.id, id));
      return row;
    },

    /** A lot's number alone, as an export's file name needs it. */
    async lotNumber(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ lotNumber: productLots.lotNumber })
        .from(productLots)
        .where(eq(productLots.id, id));
      return row?.lotNumber;
    },

    /** Locks the lots in id order, so two saves that use the same lots never wait on each other in a circle. */
    async lockLots(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .select({ id: productLots.id })
        .from(productLots)
        .where(inArray(productLots.id, [...ids]))
        .orderBy(asc(productLots.id))
        .for('update');
    },

    async lotsByIds(ids: readonly number[]): Promise<LotBalanceRow[]> {
      if (ids.length === 0) return [];
      return lotsWithBalance().where(inArray(productLots.id, [...ids]));
    },

    async insertLot(values: typeof productLots.$inferInsert): Promise<LotRow> {
      const [row] = await db.insert(productLots).values(values).returning();
      return row!;
    },

    async insertAdjustment(values: typeof lotAdjustments.$inferInsert) {
      const [row] = await db.insert(lotAdjustments).values(values).returning();
      return row!;
    },

    adjustmentsOfLot: (lotId: number) =>
      db
        .select({
          id: lotAdjustments.id,
          lotId: lotAdjustments.lotId,
          kind: lotAdjustments.kind,
          quantity: lotAdjustments.quantity,
          reason: lotAdjustments.reason,
          createdBy: staffNameColumn,
          createdAt: lotAdjustments.createdAt,
        })
        .from(lotAdjustments)
        .leftJoin(users, eq(users.id, lotAdjustments.createdByUserId))
        .where(eq(lotAdjustments.lotId, lotId))
        .orderBy(desc(lotAdjustments.createdAt), desc(lotAdjustments.id)),

    usagesOfProcedure: (procedureId: number, scope?: UsageScope) =>
      db
        .select()
        .from(lotUsages)
        .where(and(eq(lotUsages.procedureId, procedureId), scope ? scopeCondition(scope) : undefined))
        .orderBy(asc(lotUsages.id)),

    /** A procedure's usages with their product and lot, for its summary. */
    namedUsagesOfProcedure: (procedureId: number) => namedUsages(db, eq(lotUsages.procedureId, procedureId)),

    async deleteUsages(procedureId: number, scope: UsageScope): Promise<void> {
      await db.delete(lotUsages).where(and(eq(lotUsages.procedureId, procedureId), scopeCondition(scope)));
    },

    async deleteAllUsages(procedureId: number): Promise<void> {
      await db.delete(lotUsages).where(eq(lotUsages.procedureId, procedureId));
    },

    /** Marks the procedure's usages taken out of stock or given back. */
    async setTaken(procedureId: number, taken: boolean): Promise<void> {
      await db
        .update(lotUsages)
        .set({ taken })
        .where(and(eq(lotUsages.procedureId, procedureId), ne(lotUsages.taken, taken)));
    },

    async insertUsages(rows: (typeof lotUsages.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(lotUsages).values(rows);
    },

    /** Every procedure that used the lot, newest first, with its patient and the points' labels. */
    recipients: (lotId: number) => recipientsStatement(db, {}).execute({ lotId }),
  };
}

export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
