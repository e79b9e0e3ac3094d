import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';
import { defineKeptInsert } from '../db/kept-inserts.ts';

export interface Actor {
  id: number;
  fullName: string;
  role: string;
}

/** Who made a change: a user, or a patient answering a reminder (no account, so no id). */
export type AuditActor = Omit<Actor, 'id'> & { id: number | null };

export interface AuditEntry {
  actor: AuditActor;
  entity:
    | 'patient'
    | 'attachment'
    | 'photo'
    | 'procedure'
    | 'transaction'
    | 'user'
    | 'face_annotation'
    | 'product'
    | 'lot'
    | 'consent'
    | 'consent_template'
    | 'note'
    | 'note_template'
    | 'prescription'
    | 'medical_certificate'
    | 'consultation'
    | 'service'
    | 'practitioner'
    | 'clinic_settings'
    | 'invoice'
    | 'credit_memo'
    | 'day_close';
  entityId?: string | number;
  action: string;
  patientId?: number;
  changes?: Record<string, unknown>;
}

/** The row that records `entry`. */
export const auditValues = (entry: AuditEntry): typeof auditEvents.$inferInsert => ({
  patientId: entry.patientId ?? null,
  entity: entry.entity,
  entityId: entry.entityId === undefined ? null : String(entry.entityId),
  action: entry.action,
  actorUserId: entry.actor.id,
  actorName: entry.actor.fullName,
  actorRole: entry.actor.role,
  changes: entry.changes ?? null,
});

/** Built once per connection: every write appends one. */
const insertAuditStatement = defineKeptInsert('audit.insert', auditEvents);

/** Appends to the audit table inside the caller's transaction, so an entry exists only if the change does. */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await insertAuditStatement(db, [auditValues(entry)]);
}

/**
 * The entry of a deleted record: its `changes` keep what the record held, since the record is gone.
 * `patientId` names the patient whose record it was, if any.
 */
export async function recordDeletion(
  db: Queryable,
  actor: AuditActor,
  entity: AuditEntry['entity'],
  entityId: number,
  held: { patientId?: number; changes: Record<string, unknown> },
): Promise<void> {
  await recordAudit(db, { actor, entity, entityId, action: 'delete', ...held });
}

/**
 * Records a read (a profile view, a download) in a statement of its own that does not wait for
 * PostgreSQL to flush its log to disk: the row is written before the answer leaves, so a crash of
 * the server loses none, while a crash of the database server itself may lose the last fraction of
 * a second of them (`synchronous_commit = off` for this one transaction; changes to records still
 * wait for the flush). Reads are the most frequent requests, and the flush was most of their cost.
 */
export async function recordAccess(db: Database, entry: AuditEntry): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${auditEvents} (patient_id, entity, entity_id, action, actor_user_id, actor_name, actor_role)
    SELECT ${entry.patientId ?? null}::integer, ${entry.entity}, ${entry.entityId === undefined ? null : String(entry.entityId)},
           ${entry.action}, ${entry.actor.id}::integer, ${entry.actor.fullName}, ${entry.actor.role}
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS without_flush_wait`);
}

/** `{ field: { from, to } }` for the fields whose values differ. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
    }
  }
  return changes;
}
