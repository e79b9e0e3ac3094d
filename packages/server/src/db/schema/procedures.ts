import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  optionalReference,
  paymentMode,
  paymentStatus,
  procedureStatus,
  timestamptz,
  updatedAt,
} from './columns.ts';
import { patients } from './patients.ts';
import { services } from './services.ts';

export const procedures = pgTable(
  'procedures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    patientId: belongsTo('patient_id', () => patients.id),
    name: text('name').notNull(),
    /** The catalogue's service this procedure is; the free-text name stays as typed. */
    serviceId: optionalReference('service_id', () => services.id),
    doctorName: text('doctor_name').notNull(),
    details: text('details'),
    startDatetime: timestamptz('start_datetime').notNull(),
    endDatetime: timestamptz('end_datetime'),
    status: procedureStatus(),
    /** Front-desk attendance of the appointment: expected until checked in or marked a no-show. */
    attendance: text('attendance', { enum: ['expected', 'arrived', 'no_show'] })
      .notNull()
      .default('expected'),
    checkedInAt: timestamptz('checked_in_at'),
    /** The front desk's note on the booking ("prefers the afternoon"): never clinical content. */
    bookingNote: text('booking_note'),
    /** The patient's own answer to a reminder. */
    confirmation: text('confirmation', { enum: ['unconfirmed', 'confirmed', 'declined'] })
      .notNull()
      .default('unconfirmed'),
    medications: jsonb('medications').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('procedures_start_idx').on(table.startDatetime, table.id),
    index('procedures_status_start_idx').on(table.status, table.startDatetime),
    index('procedures_patient_idx').on(table.patientId, table.startDatetime),
    index('procedures_name_idx').on(table.name, table.id),
    index('procedures_service_idx').on(table.serviceId),
    index('procedures_doctor_idx').on(table.doctorName, table.id),
    // The schedule: a range of days, optionally one doctor's.
    index('procedures_doctor_start_idx').on(table.doctorName, table.startDatetime),
    index('procedures_doctor_trgm_idx').using('gin', sql`lower(${table.doctorName}) gin_trgm_ops`),
  ],
);

/** The face-diagram points of one procedure, kept as one set. */
export const faceAnnotationSets = pgTable('face_annotation_sets', {
  procedureId: integer('procedure_id')
    .primaryKey()
    .references(() => procedures.id, { onDelete: 'cascade' }),
  patientId: belongsTo('patient_id', () => patients.id),
  annotations: jsonb('annotations').notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const procedureTransactions = pgTable(
  'procedure_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    procedureId: belongsTo('procedure_id', () => procedures.id),
    patientId: belongsTo('patient_id', () => patients.id),
    /** Exact pesos; read as a string and never turned into a float. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
    paymentMode: paymentMode(),
    paymentStatus: paymentStatus(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('procedure_transactions_procedure_idx').on(table.procedureId),
    index('procedure_transactions_date_idx').on(table.paymentDate, table.id),
    index('procedure_transactions_patient_idx').on(table.patientId),
    index('procedure_transactions_status_date_idx').on(table.paymentStatus, table.paymentDate),
    index('procedure_transactions_mode_date_idx').on(table.paymentMode, table.paymentDate),
  ],
);
