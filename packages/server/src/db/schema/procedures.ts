import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { patients } from './patients.ts';

export const procedures = pgTable(
  'procedures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    doctorName: text('doctor_name').notNull(),
    details: text('details'),
    startDatetime: timestamp('start_datetime', { withTimezone: true }).notNull(),
    endDatetime: timestamp('end_datetime', { withTimezone: true }),
    status: text('status', { enum: ['scheduled', 'ongoing', 'completed', 'cancelled'] }).notNull(),
    medications: jsonb('medications').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('procedures_start_idx').on(table.startDatetime, table.id),
    index('procedures_status_start_idx').on(table.status, table.startDatetime),
    index('procedures_patient_idx').on(table.patientId, table.startDatetime),
    index('procedures_name_idx').on(table.name, table.id),
    index('procedures_doctor_idx').on(table.doctorName, table.id),
    index('procedures_doctor_trgm_idx').using('gin', sql`lower(${table.doctorName}) gin_trgm_ops`),
  ],
);

/** The face-diagram points of one procedure, kept as one set. */
export const faceAnnotationSets = pgTable('face_annotation_sets', {
  procedureId: integer('procedure_id')
    .primaryKey()
    .references(() => procedures.id, { onDelete: 'cascade' }),
  patientId: integer('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  annotations: jsonb('annotations').notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const procedureTransactions = pgTable(
  'procedure_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => procedures.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** Exact pesos; read as a string and never turned into a float. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
    paymentMode: text('payment_mode', { enum: ['cash', 'card', 'paymaya', 'other'] }).notNull(),
    paymentStatus: text('payment_status', { enum: ['paid', 'pending'] }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('procedure_transactions_procedure_idx').on(table.procedureId),
    index('procedure_transactions_date_idx').on(table.paymentDate, table.id),
    index('procedure_transactions_patient_idx').on(table.patientId),
    index('procedure_transactions_status_date_idx').on(table.paymentStatus, table.paymentDate),
    index('procedure_transactions_mode_date_idx').on(table.paymentMode, table.paymentDate),
  ],
);
