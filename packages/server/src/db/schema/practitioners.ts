import { boolean, date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { bytea } from './patients.ts';
import { users } from './users.ts';

/**
 * One practitioner profile per user: the name printed on procedures, schedules and prescriptions,
 * the licences a Philippine prescription names, and the signature. A DOCTOR is on the roster
 * without one.
 */
export const practitioners = pgTable('practitioners', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The name as printed ("Dr. Maria Reyes"): the contract's `printed_name` and `display_name`. */
  displayName: text('display_name').notNull(),
  /** Puts a user whose role is not DOCTOR on the roster. */
  isPractitioner: boolean('is_practitioner').notNull().default(false),
  /** Other names typed for this practitioner on procedures before the roster ("Dr Reyes"). */
  answersTo: jsonb('answers_to').$type<string[]>().notNull().default([]),
  specialty: text('specialty'),
  prcNumber: text('prc_number'),
  /** The PRC licence's last valid day. */
  prcValidUntil: date('prc_valid_until', { mode: 'string' }),
  ptrNumber: text('ptr_number'),
  /** The Professional Tax Receipt's year: it is valid to that year's 31 December. */
  ptrYear: integer('ptr_year'),
  s2Number: text('s2_number'),
  letterheadLines: jsonb('letterhead_lines').$type<string[]>().notNull().default([]),
  /** The signature's PNG bytes, checked as a PNG before they are stored. */
  signature: bytea('signature'),
  updatedAt: updatedAt(),
});
