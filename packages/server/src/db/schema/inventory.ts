import { ADJUSTMENT_KINDS, TAX_CLASSES } from '@clinic/contracts';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, optionalReference, requiredReference, updatedAt } from './columns.ts';
import { patients } from './patients.ts';
import { procedures } from './procedures.ts';
import { users } from './users.ts';

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    category: text('category', {
      enum: ['toxin', 'filler', 'skin_booster', 'thread', 'topical', 'medicine', 'other'],
    }).notNull(),
    unit: text('unit', { enum: ['U', 'mL', 'syringe', 'thread', 'piece'] }).notNull(),
    lowStockThreshold: numeric('low_stock_threshold', { precision: 12, scale: 2 }).notNull().default('0'),
    active: boolean('active').notNull().default(true),
    /** Pesos per unit, VAT-inclusive when the clinic is VAT-registered. */
    sellingPrice: numeric('selling_price', { precision: 12, scale: 2 }).notNull().default('0'),
    taxClass: text('tax_class', { enum: TAX_CLASSES }).notNull().default('vatable'),
    /** Sold on an invoice, not only used in treatments. */
    billable: boolean('billable').notNull().default(false),
    /** Takes the senior citizen and PWD discount (medicines do, RA 9994). */
    seniorPwdEligible: boolean('senior_pwd_eligible').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('products_name_idx').on(sql`lower(${table.name})`)],
);

/** A delivery of one product. What is on hand is never stored: it is derived from the ledger below. */
export const productLots = pgTable(
  'product_lots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: requiredReference('product_id', () => products.id),
    lotNumber: text('lot_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    quantityReceived: numeric('quantity_received', { precision: 12, scale: 2 }).notNull(),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    supplier: text('supplier').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('product_lots_number_idx').on(table.productId, table.lotNumber)],
);

/**
 * What a procedure used of a lot, on a face point (`point_id`) or as a line of its own. Archiving
 * the patient keeps the row (the stock was used) and unlinks it; the archive holds the links and
 * a restore puts them back.
 */
export const lotUsages = pgTable(
  'lot_usages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    lotId: requiredReference('lot_id', () => productLots.id),
    procedureId: optionalReference('procedure_id', () => procedures.id),
    patientId: optionalReference('patient_id', () => patients.id),
    pointId: text('point_id'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** Out of stock: the procedure is ongoing or completed. A booked one's usage is only planned. */
    taken: boolean('taken').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('lot_usages_lot_idx').on(table.lotId, table.procedureId),
    index('lot_usages_procedure_idx').on(table.procedureId),
    index('lot_usages_patient_idx').on(table.patientId),
  ],
);

/** Waste, count corrections and returns take stock out; found stock puts it back. Quantities are never negative. */
export const lotAdjustments = pgTable(
  'lot_adjustments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    lotId: requiredReference('lot_id', () => productLots.id),
    kind: text('kind', { enum: ADJUSTMENT_KINDS }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    createdByUserId: optionalReference('created_by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('lot_adjustments_lot_idx').on(table.lotId)],
);
