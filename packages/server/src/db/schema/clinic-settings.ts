import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    updatedAt: updatedAt(),
  },
  (table) => [check('clinic_settings_one_row', sql`${table.id} = 1`)],
);
