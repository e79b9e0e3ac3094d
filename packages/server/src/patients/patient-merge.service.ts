import { DUPLICATE_MESSAGES, PATIENT_MESSAGES, can } from '@clinic/contracts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import { sealArchive } from '../archive/archive-payload.ts';
import { createArchiveRepository } from '../archive/archive.repository.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { forbidden, notFound, unprocessable } from '../http/app-error.ts';
import { createPatientMergeRepository } from './patient-merge.repository.ts';

export interface PatientMergeServiceDependencies {
  db: Database;
  archiveKey: Buffer;
  clock: Clock;
}

/**
 * Merging a duplicate: every record of the patient moves to the one kept, then the emptied record
 * is archived (sealed like any archive) with a link to the kept one. One transaction: a failure
 * moves nothing. No file is copied or sealed: attachments, photos and consents keep their files
 * and only change owner.
 */
export function createPatientMergeService({ db, archiveKey, clock }: PatientMergeServiceDependencies) {
  return {
    async merge(actor: Actor, mergedId: number, keptId: number): Promise<void> {
      if (!can(actor.role, 'patient.merge')) throw forbidden();
      if (mergedId === keptId) throw unprocessable(DUPLICATE_MESSAGES.mergeIntoItself);
      await db.transaction(async (tx) => {
        const locked = await createPatientMergeRepository(tx).lockPatients([mergedId, keptId]);
        if (!locked.some((row) => row.id === mergedId)) throw notFound(PATIENT_MESSAGES.notFound);
        // An archived patient is no longer in the patients table: refused like a missing one.
        if (!locked.some((row) => row.id === keptId)) throw unprocessable(DUPLICATE_MESSAGES.mergeIntoMissing);
        await createPatientMergeRepository(tx).moveRecords(mergedId, keptId);

        const archive = createArchiveRepository(tx);
        const rows = await archive.patientRows(mergedId);
        if (!rows) throw notFound(PATIENT_MESSAGES.notFound);
        const summary = { first_name: rows.patient.firstName, last_name: rows.patient.lastName };
        await archive.insertArchived({
          patientId: mergedId,
          payload: sealArchive(
            summary,
            { version: 2, rows, sealedFiles: [], sealedConsentFiles: [], sealedPhotoFiles: [], auditChanges: {} },
            archiveKey,
          ),
          archivedAt: clock(),
          archivedByUserId: actor.id,
          mergedIntoPatientId: keptId,
        });
        await archive.deletePatient(mergedId);
        await recordAudit(tx, {
          actor,
          entity: 'patient',
          entityId: mergedId,
          action: 'merge',
          patientId: mergedId,
          changes: { merged_into_patient_id: keptId },
        });
        await recordAudit(tx, {
          actor,
          entity: 'patient',
          entityId: keptId,
          action: 'merge',
          patientId: keptId,
          changes: { merged_patient_id: mergedId },
        });
      });
    },
  };
}

export type PatientMergeService = ReturnType<typeof createPatientMergeService>;
