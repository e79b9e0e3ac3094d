import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  appointmentReplies,
  auditEvents,
  faceAnnotationSets,
  invoices,
  lotUsages,
  patientCreditEntries,
  patientSeniorPwdIds,
  patientAttachments,
  patients,
  procedureConsents,
  procedureNotes,
  issuedDocuments,
  procedurePhotos,
  procedureTransactions,
  procedures,
} from '../db/schema/index.ts';

/**
 * Every table whose rows belong to a patient by `patient_id` (archived_patients aside: its
 * patient_id is the archived record itself). The merge test lists them from the database and
 * fails when a new one is missing here.
 */
const PATIENT_TABLES = [
  patientAttachments,
  procedures,
  procedureConsents,
  procedurePhotos,
  faceAnnotationSets,
  procedureTransactions,
  lotUsages,
  appointmentReplies,
  invoices,
  patientCreditEntries,
  patientSeniorPwdIds,
  procedureNotes,
  issuedDocuments,
  auditEvents,
] as const;

export function createPatientMergeRepository(db: Queryable) {
  return {
    /** Both patients locked, in id order so two merges of the same pair cannot deadlock. */
    async lockPatients(ids: number[]) {
      return db
        .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName })
        .from(patients)
        .where(inArray(patients.id, ids))
        .orderBy(asc(patients.id))
        .for('update');
    },

    /** Every row of `fromId` now belongs to `intoId`. */
    async moveRecords(fromId: number, intoId: number): Promise<void> {
      for (const table of PATIENT_TABLES) {
        await db.update(table).set({ patientId: intoId }).where(eq(table.patientId, fromId));
      }
    },
  };
}
