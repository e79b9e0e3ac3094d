import { and, desc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import { PATIENT_ACCESS_ACTIONS, PATIENT_CHANGE_ENTITIES } from '@clinic/contracts';
import type { Queryable } from '../db/client.ts';
import { auditEvents, procedureTransactions, procedures } from '../db/schema/index.ts';

const READS = [...PATIENT_ACCESS_ACTIONS];

export function createPatientHistoryRepository(db: Queryable) {
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

    async procedureNames(ids: number[]): Promise<[string, string][]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: procedures.id, name: procedures.name })
        .from(procedures)
        .where(inArray(procedures.id, ids));
      return rows.map((row) => [String(row.id), row.name]);
    },

    async proceduresOfPayments(ids: number[]): Promise<[string, string][]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: procedureTransactions.id, procedureId: procedureTransactions.procedureId })
        .from(procedureTransactions)
        .where(inArray(procedureTransactions.id, ids));
      return rows.map((row) => [String(row.id), String(row.procedureId)]);
    },
  };
}
