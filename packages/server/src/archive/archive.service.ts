import { PATIENT_MESSAGES, type ArchivedPatient } from '@clinic/contracts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { removeAll, type FileStorage } from '../storage/file-storage.ts';
import { openArchiveProfile, openArchiveSummary, sealArchive } from './archive-payload.ts';
import { createArchiveRepository } from './archive.repository.ts';
import type { Clock } from '../clock.ts';

export interface ArchiveServiceDependencies {
  db: Database;
  storage: FileStorage;
  key: Buffer;
  clock: Clock;
  /** Archive and restore change the patient counts the list shows. */
  onPatientsChanged: () => void;
}

/** An audit entry's changes with every value removed: `{ address: null, ... }`. */
function fieldNamesOnly(changes: unknown): Record<string, null> | null {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  return Object.fromEntries(Object.keys(changes).map((field) => [field, null]));
}

export function createArchiveService({ db, storage, key, clock, onPatientsChanged }: ArchiveServiceDependencies) {
  return {
    /**
     * Seals the complete profile into archived_patients and removes it from the active tables in
     * one transaction; the files leave the disk only once that has committed.
     */
    async archive(actor: Actor, patientId: number): Promise<void> {
      const storageKeys = await db.transaction(async (tx) => {
        const repo = createArchiveRepository(tx);
        const rows = await repo.patientRows(patientId);
        if (!rows) throw notFound(PATIENT_MESSAGES.notFound);
        const files: Record<string, string> = {};
        for (const attachment of rows.attachments) {
          files[attachment.storageKey] = (await storage.read(attachment.storageKey)).toString('base64');
        }
        const summary = { first_name: rows.patient.firstName, last_name: rows.patient.lastName };
        // Audit values (addresses, consultation text, file names) go into the sealed archive; the
        // audit table keeps who changed which fields, and when.
        const auditChanges = await repo.auditChanges(patientId);
        await repo.insertArchived({
          patientId,
          payload: sealArchive(summary, { version: 1, rows, files, auditChanges }, key),
          archivedAt: clock(),
          archivedByUserId: actor.id,
        });
        await repo.setAuditChanges(
          Object.fromEntries(Object.entries(auditChanges).map(([id, changes]) => [id, fieldNamesOnly(changes)])),
        );
        await repo.deletePatient(patientId);
        await recordAudit(tx, { actor, entity: 'patient', entityId: patientId, action: 'archive', patientId });
        return rows.attachments.map((attachment) => attachment.storageKey);
      });
      onPatientsChanged();
      await removeAll(storage, storageKeys);
    },

    async list(): Promise<ArchivedPatient[]> {
      const rows = await createArchiveRepository(db).listArchived();
      return rows.map((row) => ({
        id: row.patientId,
        ...openArchiveSummary(row.head, key),
        archived_at: row.archivedAt.toISOString(),
        archived_by: row.archivedBy,
      }));
    },

    /** Puts every row back under its old id and rewrites the files; nothing is left half-restored. */
    async restore(actor: Actor, patientId: number): Promise<void> {
      const written: string[] = [];
      try {
        await db.transaction(async (tx) => {
          const repo = createArchiveRepository(tx);
          const archived = await repo.findArchived(patientId, true);
          if (!archived) throw notFound(PATIENT_MESSAGES.archivedPatientNotFound);
          if (await repo.patientExists(patientId)) throw conflict(PATIENT_MESSAGES.alreadyActive);
          const { rows, files, auditChanges } = openArchiveProfile(archived.payload, key);
          const userIds = [rows.patient.createdByUserId, ...rows.attachments.map((row) => row.uploadedByUserId)];
          const knownUsers = await repo.existingUserIds(userIds.filter((id): id is number => id !== null));
          const knownOrNull = (id: number | null) => (id !== null && knownUsers.has(id) ? id : null);
          for (const [storageKey, content] of Object.entries(files)) {
            written.push(await storage.save(Buffer.from(content, 'base64'), storageKey));
          }
          await repo.insertRows({
            ...rows,
            patient: { ...rows.patient, createdByUserId: knownOrNull(rows.patient.createdByUserId) },
            attachments: rows.attachments.map((row) => ({
              ...row,
              uploadedByUserId: knownOrNull(row.uploadedByUserId),
            })),
          });
          await repo.setAuditChanges(auditChanges ?? {});
          await repo.deleteArchived(patientId);
          await recordAudit(tx, { actor, entity: 'patient', entityId: patientId, action: 'restore', patientId });
        });
        onPatientsChanged();
      } catch (error) {
        await removeAll(storage, written);
        throw error;
      }
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
