import { and, desc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import { PATIENT_ACCESS_ACTIONS, PATIENT_CHANGE_ENTITIES } from '@clinic/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';
import { auditEvents, procedureTransactions, procedures } from '../db/schema/index.ts';

const READS = [...PATIENT_ACCESS_ACTIONS];

export function createPatientHistoryRepository(db: Queryable) {
  /** Each of `ids` found in `table` with one of its values, as `[id, value]` in text. */
  async function valuesById(table: PgTable, id: PgColumn, value: PgColumn, ids: number[]): Promise<[string, string][]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id, value }).from(table).where(inArray(id, ids));
    return rows.map((row) => [String(row.id), String(row.value)]);
  }

  return {
    /** The patient's audit entries that changed something, newest first. */
    changes(patientId: number) {
      return db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.patientId, patientId),
            inArray(auditEvents.entity, [...PATIENT_CHANGE_ENTITIES]),
            notInArray(auditEvents.action, READS),
          ),
        )
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));
    },

    /** Reads of the patient's record, one row per user per clinic day, newest day first. */
    access(patientId: number) {
      const day = sql<string>`clinic_date(${auditEvents.createdAt})::text`;
      return db
        .select({
          date: day,
          userId: auditEvents.actorUserId,
          userName: auditEvents.actorName,
          role: auditEvents.actorRole,
          views: sql<number>`(count(*) filter (where ${auditEvents.action} = 'view'))::int`,
          downloads: sql<number>`(count(*) filter (where ${auditEvents.action} = 'download'))::int`,
          lastAt: max(auditEvents.createdAt),
        })
        .from(auditEvents)
        .where(and(eq(auditEvents.patientId, patientId), inArray(auditEvents.action, READS)))
        .groupBy(day, auditEvents.actorUserId, auditEvents.actorName, auditEvents.actorRole)
        .orderBy(desc(day), desc(max(auditEvents.createdAt)));
    },

    procedureNames: (ids: number[]) => valuesById(procedures, procedures.id, procedures.name, ids),

    proceduresOfPayments: (ids: number[]) =>
      valuesById(procedureTransactions, procedureTransactions.id, procedureTransactions.procedureId, ids),
  };
}
