import { integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A point in time: `timestamptz`, stored in UTC. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was created, filled in by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed; starts as its creation time. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A required reference to a row that cannot be deleted while this one points at it. */
export const requiredReference = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);

/** An optional reference that becomes null when the row it points at is deleted (a user, a job). */
export const optionalReference = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

export const paymentStatus = () => text('payment_status', { enum: ['paid', 'pending'] }).notNull();
export const paymentMode = () => text('payment_mode', { enum: ['cash', 'card', 'paymaya', 'other'] }).notNull();
export const procedureStatus = () =>
  text('status', { enum: ['scheduled', 'ongoing', 'completed', 'cancelled'] }).notNull();
