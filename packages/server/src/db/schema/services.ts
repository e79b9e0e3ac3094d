import { boolean, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TAX_CLASSES } from '@clinic/contracts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * The service catalogue: what a procedure is. Never deleted, only made inactive, so procedures
 * keep their service.
 */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** The name as the contracts' `foldedName` gives it: one service per folded name. */
    foldedName: text('folded_name').notNull(),
    category: text('category', {
      enum: ['consultation', 'injectable', 'facial', 'laser', 'skin_treatment', 'body', 'surgery', 'other'],
    }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Consent templates a procedure of this service needs before it starts. */
    consentTemplateIds: jsonb('consent_template_ids').$type<number[]>().notNull().default([]),
    usesStock: boolean('uses_stock').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Pesos, VAT-inclusive when the clinic is VAT-registered. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    taxClass: text('tax_class', { enum: TAX_CLASSES }).notNull().default('vatable'),
    seniorPwdEligible: boolean('senior_pwd_eligible').notNull().default(false),
    seniorPwdNote: text('senior_pwd_note').notNull().default(''),
    /** Photos a chart of this service needs before it is complete. */
    photosBeforeRequired: integer('photos_before_required').notNull().default(0),
    photosAfterRequired: integer('photos_after_required').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('services_folded_name_idx').on(table.foldedName)],
);
