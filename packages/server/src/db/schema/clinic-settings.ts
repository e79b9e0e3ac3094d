import { VAT_STATUSES } from '@clinic/contracts';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { updatedAt } from './columns.ts';

/**
 * The clinic's identity: one row (id 1) for the whole portal, printed on every patient message.
 * Later features add columns to this same row (decision 040).
 */
export const clinicSettings = pgTable(
  'clinic_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    /** Lines separated by line breaks. */
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    /** What every invoice prints (decision 046). */
    registeredName: text('registered_name'),
    tradeName: text('trade_name'),
    tin: text('tin'),
    registeredAddress: text('registered_address'),
    /** VAT-registered until the clinic says otherwise, as every invoice was before this column. */
    vatStatus: text('vat_status', { enum: VAT_STATUSES }).notNull().default('vat'),
    invoiceFooterLines: jsonb('invoice_footer_lines').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (table) => [check('clinic_settings_one_row', sql`${table.id} = 1`)],
);
