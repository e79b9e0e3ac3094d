import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, optionalReference, timestamptz, updatedAt } from './columns.ts';
import { jobs } from './jobs.ts';
import { patients } from './patients.ts';
import { procedures } from './procedures.ts';

/** One reminder of an appointment: planned for a time, then sent, failed or cancelled. */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    procedureId: belongsTo('procedure_id', () => procedures.id),
    /** `reminder` of the time booked, or `moved`: the new time of an appointment that moved. */
    kind: text('kind', { enum: ['reminder', 'moved'] })
      .notNull()
      .default('reminder'),
    /** Minutes before the start; NULL for one sent by hand and for a moved appointment's new time. */
    offsetMinutes: integer('offset_minutes'),
    /** The start it was planned for: a moved appointment gets reminders of its own. */
    appointmentStart: timestamptz('appointment_start').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    status: text('status', { enum: ['planned', 'sent', 'failed', 'cancelled'] })
      .notNull()
      .default('planned'),
    /** The channels it went out on, comma-separated (sms, email). */
    channels: text('channels'),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    jobId: optionalReference('job_id', () => jobs.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('appointment_reminders_procedure_idx').on(table.procedureId, table.dueAt),
    // Each offset of one start is reminded once, however often the appointment is saved.
    uniqueIndex('appointment_reminders_once_idx').on(table.procedureId, table.offsetMinutes, table.appointmentStart),
  ],
);

/** The link in a reminder: only its hash is stored; good until the appointment ends. */
export const appointmentAnswerLinks = pgTable(
  'appointment_answer_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    procedureId: belongsTo('procedure_id', () => procedures.id),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('appointment_answer_links_procedure_idx').on(table.procedureId)],
);

/** A patient's answer to a reminder, by its link or by SMS; replies not understood wait for staff. */
export const appointmentReplies = pgTable(
  'appointment_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    procedureId: integer('procedure_id').references(() => procedures.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'link'] }).notNull(),
    action: text('action', { enum: ['confirmed', 'cancelled', 'opted_out', 'unrecognised'] }).notNull(),
    /** The text of a reply that was not understood, for staff to read. */
    body: text('body'),
    readAt: timestamptz('read_at'),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [
    index('appointment_replies_procedure_idx').on(table.procedureId, table.receivedAt),
    index('appointment_replies_patient_idx').on(table.patientId),
  ],
);
