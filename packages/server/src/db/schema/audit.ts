import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Append-only record of who did what. No foreign keys: entries outlive archived patients and
 * deleted users, so the actor's name is kept with the entry.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    /** `{ field: { from, to } }` for updates; a short summary otherwise. */
    changes: jsonb('changes'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_events_patient_idx').on(table.patientId, table.createdAt)],
);
