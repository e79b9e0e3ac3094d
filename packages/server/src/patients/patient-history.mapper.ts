import {
  PATIENT_CHANGE_ENTITIES,
  type HistoryFieldChange,
  type HistoryValue,
  type PatientChange,
  type PatientChangeEntity,
} from '@clinic/contracts';
import type { auditEvents } from '../db/schema/index.ts';

export type AuditRow = typeof auditEvents.$inferSelect;

/** Procedure names by id and each payment's procedure, for the subject of a change. */
export interface ChangeSubjects {
  procedureNames: ReadonlyMap<string, string>;
  procedureOfPayment: ReadonlyMap<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asValue = (value: unknown): HistoryValue =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

/** Each scalar inside a value under its dotted path: `medical_history.asthma`, `surgeries.0.date`. */
function leaves(value: unknown, path: string, into = new Map<string, HistoryValue>()): Map<string, HistoryValue> {
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : isRecord(value)
      ? Object.entries(value)
      : undefined;
  if (!entries) return into.set(path, asValue(value));
  for (const [key, item] of entries) leaves(item, path ? `${path}.${key}` : key, into);
  return into;
}

/** The fields whose values differ between two values of one field of the record. */
function fieldChanges(field: string, from: unknown, to: unknown): HistoryFieldChange[] {
  const before = leaves(from, field);
  const after = leaves(to, field);
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths
    .map((path) => ({ field: path, from: before.get(path) ?? null, to: after.get(path) ?? null }))
    .filter((change) => change.from !== change.to);
}

const isDiff = (changes: Record<string, unknown>) =>
  Object.values(changes).every((change) => isRecord(change) && 'from' in change && 'to' in change);

/** Kept for the subject or the record's own check (a signed text's hash), not shown as a field. */
const SUBJECT_KEYS = new Set([
  'procedure_id',
  'procedure_name',
  'file_name',
  'size',
  'content_type',
  'template',
  'amendment_id',
  'sha256',
]);

/**
 * The audit's `changes` as one line per field. An update holds `{field: {from, to}}`; a record
 * created, uploaded or removed holds its values, shown as `to` (or `from` when removed), blanks left out.
 */
export function toFieldChanges(row: AuditRow): HistoryFieldChange[] {
  const changes = isRecord(row.changes) ? row.changes : {};
  if (row.entity === 'face_annotation') {
    return fieldChanges('points', changes.points_before ?? null, changes.points_after ?? null);
  }
  if (isDiff(changes)) {
    return Object.entries(changes).flatMap(([field, change]) => {
      const { from, to } = change as { from: unknown; to: unknown };
      return fieldChanges(field, from, to);
    });
  }
  const removed = row.action === 'delete';
  return [...leaves(changes, '')]
    .filter(([field, value]) => !SUBJECT_KEYS.has(field) && value !== null && value !== '')
    .map(([field, value]) => ({ field, from: removed ? value : null, to: removed ? null : value }));
}

function subjectOf(row: AuditRow, subjects: ChangeSubjects): string | null {
  const changes = isRecord(row.changes) ? row.changes : {};
  const id = row.entityId ?? '';
  switch (row.entity) {
    case 'attachment':
      return typeof changes.file_name === 'string' ? changes.file_name : null;
    case 'consent':
      return typeof changes.template === 'string' ? changes.template : null;
    case 'note':
      return typeof changes.procedure_name === 'string' ? changes.procedure_name : null;
    case 'invoice':
    case 'credit_memo':
      return typeof changes.number === 'string' ? changes.number : null;
    case 'procedure':
    case 'face_annotation':
      return subjects.procedureNames.get(id) ?? null;
    case 'transaction': {
      const procedureId = subjects.procedureOfPayment.get(id);
      return procedureId === undefined ? null : (subjects.procedureNames.get(procedureId) ?? null);
    }
    default:
      return null;
  }
}

export const isPatientChangeEntity = (entity: string): entity is PatientChangeEntity =>
  (PATIENT_CHANGE_ENTITIES as readonly string[]).includes(entity);

export function toPatientChange(
  row: AuditRow & { entity: PatientChangeEntity },
  subjects: ChangeSubjects,
): PatientChange {
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    subject: subjectOf(row, subjects),
    user_name: row.actorName,
    role: row.actorRole,
    created_at: row.createdAt.toISOString(),
    fields: toFieldChanges(row),
  };
}

/**
 * What the trail itself tells of procedures and payments: the names in procedure entries and the
 * procedure of each payment created or removed, for records no longer in the tables.
 */
export function subjectsInTrail(rows: readonly AuditRow[]): ChangeSubjects {
  const procedureNames = new Map<string, string>();
  const procedureOfPayment = new Map<string, string>();
  for (const row of rows) {
    const changes = isRecord(row.changes) ? row.changes : {};
    if (row.entity === 'procedure' && row.entityId && typeof changes.name === 'string') {
      procedureNames.set(row.entityId, changes.name);
    }
    if (row.entity === 'transaction' && row.entityId && changes.procedure_id != null) {
      procedureOfPayment.set(row.entityId, String(changes.procedure_id as number));
    }
  }
  return { procedureNames, procedureOfPayment };
}
