import type { Queryable } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export interface Actor {
  id: number;
  fullName: string;
  role: string;
}

export interface AuditEntry {
  actor: Actor;
  entity:
    'patient' | 'attachment' | 'photo' | 'procedure' | 'transaction' | 'user' | 'face_annotation' | 'product' | 'lot';
  entityId?: string | number;
  action: string;
  patientId?: number;
  changes?: Record<string, unknown>;
}

/** Appends to the audit table inside the caller's transaction, so an entry exists only if the change does. */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    patientId: entry.patientId ?? null,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    action: entry.action,
    actorUserId: entry.actor.id,
    actorName: entry.actor.fullName,
    actorRole: entry.actor.role,
    changes: entry.changes ?? null,
  });
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
