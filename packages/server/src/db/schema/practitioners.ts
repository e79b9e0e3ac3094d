import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * One practitioner profile per user: the name printed on procedures and schedules, and what later
 * features add (licence numbers, fees, hours, signature). A DOCTOR is on the roster without one.
 */
export const practitioners = pgTable('practitioners', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The name as printed ("Dr. Maria Reyes"). */
  displayName: text('display_name').notNull(),
  /** Puts a user whose role is not DOCTOR on the roster. */
  isPractitioner: boolean('is_practitioner').notNull().default(false),
  /** Other names typed for this practitioner on procedures before the roster ("Dr Reyes"). */
  answersTo: jsonb('answers_to').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});
