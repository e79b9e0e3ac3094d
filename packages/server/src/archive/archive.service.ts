import { ARCHIVE_UNDO_SECONDS, PATIENT_MESSAGES, type ArchivedPatient } from '@clinic/contracts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Database } from '../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../http/app-error.ts';
import { newArchiveFileKey, newFileKey, removeAll, type FileStorage } from '../storage/file-storage.ts';
import { clearPendingFiles, recordPendingFiles } from '../storage/orphan-files.ts';
import {
  SealedFileDamagedError,
  openSealedFile,
  sealFile,
  writeInlineFile,
  type SealedFileSeal,
} from './archive-files.ts';
import {
  openArchiveProfile,
  openArchiveSummary,
  sealArchive,
  type ArchivedProfile,
  type SealedConsentFileReference,
  type SealedFileReference,
  type SealedPhotoFileReference,
} from './archive-payload.ts';
import { createArchiveRepository } from './archive.repository.ts';
import type { Clock } from '../clock.ts';

export interface ArchiveServiceDependencies {
  db: Database;
  storage: FileStorage;
  key: Buffer;
  clock: Clock;
}

/** How often an archive starts over when attachments change while their files are being sealed. */
const ARCHIVE_ATTEMPTS = 3;

/** An audit entry's changes with every value removed: `{ address: null, ... }`. */
function fieldNamesOnly(changes: unknown): Record<string, null> | null {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  return Object.fromEntries(Object.keys(changes).map((field) => [field, null]));
}

/** A photo's two stored files, its full size and its thumbnail, as rows with one file each. */
const photoFiles = (photos: { id: number; storageKey: string; thumbStorageKey: string }[]) =>
  photos.flatMap((photo) => [
    { id: photo.id, storageKey: photo.storageKey },
    { id: photo.id, storageKey: photo.thumbStorageKey },
  ]);

/** The same attachments (or consents, or photos), each with the same stored file. */
function sameFiles(a: { id: number; storageKey: string }[], b: { id: number; storageKey: string }[]): boolean {
  const describe = (rows: { id: number; storageKey: string }[]) =>
    rows
      .map((row) => `${row.id}:${row.storageKey}`)
      .sort()
      .join(',');
  return describe(a) === describe(b);
}

export function createArchiveService({ db, storage, key, clock }: ArchiveServiceDependencies) {
  /**
   * Removes files written for a write that did not commit, then their pending records. Should
   * either step fail, the start-up sweep removes what is left once the pending record is old.
   */
  async function discard(keys: string[]): Promise<void> {
    await removeAll(storage, keys);
    await clearPendingFiles(db, keys).catch(() => undefined);
  }

  /**
   * Seals each attachment's, consent's and photo's file into file storage (streamed, outside any transaction, so other
   * requests keep the database meanwhile), then, in one short transaction, seals the profile with
   * references to those files into archived_patients and removes it from the active tables. The
   * sealed files are recorded as pending until that commits; the live files go once it has.
   * Answers whether it archived; false when the files changed while they were sealed.
   */
  async function archiveOnce(actor: Actor, patientId: number): Promise<boolean> {
    const files = await createArchiveRepository(db).filesOf(patientId);
    if (!files) throw notFound(PATIENT_MESSAGES.notFound);
    const { attachments, consents, photos } = files;
    const toSeal = [...attachments, ...consents].map((row) => ({
      from: row.storageKey,
      id: row.id,
      sealedKey: newArchiveFileKey(patientId),
    }));
    const photosToSeal = photos.flatMap((photo) =>
      [false, true].map((thumb) => ({
        photoId: photo.id,
        thumb,
        from: thumb ? photo.thumbStorageKey : photo.storageKey,
        sealedKey: newArchiveFileKey(patientId),
      })),
    );
    const sealedKeys = [...toSeal, ...photosToSeal].map((file) => file.sealedKey);
    await recordPendingFiles(db, sealedKeys);
    let archived: boolean;
    try {
      const seals = new Map<string, SealedFileSeal>();
      for (const { from, sealedKey } of [...toSeal, ...photosToSeal]) {
        seals.set(sealedKey, await sealFile(storage, storage.stream(from), sealedKey, key));
      }
      const sealedFiles: SealedFileReference[] = toSeal
        .slice(0, attachments.length)
        .map(({ id, sealedKey }) => ({ attachmentId: id, storageKey: sealedKey, seal: seals.get(sealedKey)! }));
      const sealedConsentFiles: SealedConsentFileReference[] = toSeal
        .slice(attachments.length)
        .map(({ id, sealedKey }) => ({ consentId: id, storageKey: sealedKey, seal: seals.get(sealedKey)! }));
      const sealedPhotoFiles: SealedPhotoFileReference[] = photosToSeal.map(({ photoId, thumb, sealedKey }) => ({
        photoId,
        thumb,
        storageKey: sealedKey,
        seal: seals.get(sealedKey)!,
      }));
      archived = await db.transaction(async (tx) => {
        const repo = createArchiveRepository(tx);
        const rows = await repo.patientRows(patientId);
        if (!rows) throw notFound(PATIENT_MESSAGES.notFound);
        const unchanged =
          sameFiles(rows.attachments, attachments) &&
          sameFiles(rows.consents ?? [], consents) &&
          sameFiles(photoFiles(rows.photos ?? []), photoFiles(photos));
        if (!unchanged) return false;
        if ((await repo.draftInvoiceCount(patientId)) > 0) throw conflict(PATIENT_MESSAGES.archiveHasDraftInvoice);
        const summary = { first_name: rows.patient.firstName, last_name: rows.patient.lastName };
        // Audit values (addresses, consultation text, file names) go into the sealed archive; the
        // audit table keeps who changed which fields, and when.
        const auditChanges = await repo.auditChanges(patientId);
        const profile: ArchivedProfile = {
          version: 2,
          rows,
          sealedFiles,
          sealedConsentFiles,
          sealedPhotoFiles,
          auditChanges,
        };
        await repo.insertArchived({
          patientId,
          payload: sealArchive(summary, profile, key),
          archivedAt: clock(),
          archivedByUserId: actor.id,
        });
        await repo.setAuditChanges(
          Object.fromEntries(Object.entries(auditChanges).map(([id, changes]) => [id, fieldNamesOnly(changes)])),
        );
        await repo.deletePatient(patientId);
        await clearPendingFiles(tx, sealedKeys);
        await recordAudit(tx, { actor, entity: 'patient', entityId: patientId, action: 'archive', patientId });
        return true;
      });
    } catch (error) {
      await discard(sealedKeys);
      throw error;
    }
    if (!archived) {
      await discard(sealedKeys);
      return false;
    }
    // No row refers to the live files any more; the start-up sweep takes any this misses.
    await removeAll(
      storage,
      [...toSeal, ...photosToSeal].map(({ from }) => from),
    );
    return true;
  }

  /** Writes every attachment's, consent's and photo's file of `profile` to its new key, checking each sealed file. */
  async function writeArchivedFiles(
    profile: ArchivedProfile,
    newKeys: Map<number, string>,
    newConsentKeys: Map<number, string>,
    newPhotoKeys: Map<number, { storageKey: string; thumbStorageKey: string }>,
  ): Promise<void> {
    for (const attachment of profile.rows.attachments) {
      const target = newKeys.get(attachment.id)!;
      if (profile.version === 1) {
        const inline = profile.files[attachment.storageKey];
        if (inline === undefined) throw new SealedFileDamagedError();
        await writeInlineFile(storage, Buffer.from(inline, 'base64'), target);
        continue;
      }
      const sealed = profile.sealedFiles.find((file) => file.attachmentId === attachment.id);
      if (!sealed) throw new SealedFileDamagedError();
      await openSealedFile(storage, sealed.storageKey, sealed.seal, target, key);
    }
    for (const consent of profile.rows.consents ?? []) {
      const sealed =
        profile.version === 2 ? profile.sealedConsentFiles?.find((file) => file.consentId === consent.id) : undefined;
      if (!sealed) throw new SealedFileDamagedError();
      await openSealedFile(storage, sealed.storageKey, sealed.seal, newConsentKeys.get(consent.id)!, key);
    }
    for (const photo of profile.rows.photos ?? []) {
      const targets = newPhotoKeys.get(photo.id)!;
      for (const thumb of [false, true]) {
        const sealed =
          profile.version === 2
            ? profile.sealedPhotoFiles?.find((file) => file.photoId === photo.id && file.thumb === thumb)
            : undefined;
        if (!sealed) throw new SealedFileDamagedError();
        const target = thumb ? targets.thumbStorageKey : targets.storageKey;
        await openSealedFile(storage, sealed.storageKey, sealed.seal, target, key);
      }
    }
  }

  const service = {
    async archive(actor: Actor, patientId: number): Promise<void> {
      for (let attempt = 1; attempt <= ARCHIVE_ATTEMPTS; attempt += 1) {
        if (await archiveOnce(actor, patientId)) return;
      }
      throw conflict(PATIENT_MESSAGES.changedWhileArchiving);
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

    /** The archiver's Undo: a restore by the same person, within a minute of archiving. */
    async undo(actor: Actor, patientId: number): Promise<void> {
      const archived = await createArchiveRepository(db).findArchived(patientId);
      if (!archived) throw notFound(PATIENT_MESSAGES.archivedPatientNotFound);
      const age = clock().getTime() - archived.archivedAt.getTime();
      if (archived.archivedByUserId !== actor.id || age > ARCHIVE_UNDO_SECONDS * 1000) {
        throw forbidden(PATIENT_MESSAGES.undoExpired);
      }
      await service.restore(actor, patientId);
    },

    /**
     * Opens the archive's files back into attachment storage under new keys (streamed and checked,
     * outside any transaction), then puts every row back under its old id in one short
     * transaction. Nothing is left half-restored: the new files stay pending until that commits
     * and are removed if anything fails; the sealed files go once it has.
     */
    async restore(actor: Actor, patientId: number): Promise<void> {
      const archived = await createArchiveRepository(db).findArchived(patientId);
      if (!archived) throw notFound(PATIENT_MESSAGES.archivedPatientNotFound);
      if (await createArchiveRepository(db).patientExists(patientId)) throw conflict(PATIENT_MESSAGES.alreadyActive);
      const profile = openArchiveProfile(archived.payload, key);
      const { rows, auditChanges } = profile;
      const consents = rows.consents ?? [];
      const photos = rows.photos ?? [];
      const newKeys = new Map(rows.attachments.map((attachment) => [attachment.id, newFileKey()]));
      const newConsentKeys = new Map(consents.map((consent) => [consent.id, newFileKey()]));
      const newPhotoKeys = new Map(
        photos.map((photo) => [photo.id, { storageKey: newFileKey(), thumbStorageKey: newFileKey() }]),
      );
      const written = [
        ...newKeys.values(),
        ...newConsentKeys.values(),
        ...[...newPhotoKeys.values()].flatMap((keys) => [keys.storageKey, keys.thumbStorageKey]),
      ];
      const sealedKeys =
        profile.version === 2
          ? [...profile.sealedFiles, ...(profile.sealedConsentFiles ?? []), ...(profile.sealedPhotoFiles ?? [])].map(
              (file) => file.storageKey,
            )
          : [];
      await recordPendingFiles(db, written);
      try {
        await writeArchivedFiles(profile, newKeys, newConsentKeys, newPhotoKeys);
        await db.transaction(async (tx) => {
          const repo = createArchiveRepository(tx);
          const current = await repo.findArchived(patientId, true);
          // Restored and archived again meanwhile: this is no longer the archive that was opened.
          if (current?.archivedAt.getTime() !== archived.archivedAt.getTime()) {
            throw notFound(PATIENT_MESSAGES.archivedPatientNotFound);
          }
          if (await repo.patientExists(patientId)) throw conflict(PATIENT_MESSAGES.alreadyActive);
          const userIds = [
            rows.patient.createdByUserId,
            ...rows.attachments.map((row) => row.uploadedByUserId),
            ...consents.flatMap((row) => [row.signedByUserId, row.revokedByUserId]),
            ...photos.map((row) => row.takenByUserId),
            ...(rows.notes ?? []).flatMap((row) => [row.authorUserId, row.cosignerUserId]),
            ...(rows.noteAmendments ?? []).map((row) => row.signedByUserId),
            ...(rows.creditEntries ?? []).map((row) => row.createdByUserId),
          ];
          const knownUsers = await repo.existingUserIds(userIds.filter((id): id is number => id !== null));
          const knownOrNull = (id: number | null) => (id !== null && knownUsers.has(id) ? id : null);
          await repo.insertRows({
            ...rows,
            patient: { ...rows.patient, createdByUserId: knownOrNull(rows.patient.createdByUserId) },
            attachments: rows.attachments.map((row) => ({
              ...row,
              storageKey: newKeys.get(row.id)!,
              uploadedByUserId: knownOrNull(row.uploadedByUserId),
            })),
            consents: consents.map((row) => ({
              ...row,
              storageKey: newConsentKeys.get(row.id)!,
              signedByUserId: knownOrNull(row.signedByUserId),
              revokedByUserId: knownOrNull(row.revokedByUserId),
            })),
            photos: photos.map((row) => ({
              ...row,
              ...newPhotoKeys.get(row.id)!,
              takenByUserId: knownOrNull(row.takenByUserId),
            })),
            notes: (rows.notes ?? []).map((row) => ({
              ...row,
              authorUserId: knownOrNull(row.authorUserId),
              cosignerUserId: knownOrNull(row.cosignerUserId),
            })),
            noteAmendments: (rows.noteAmendments ?? []).map((row) => ({
              ...row,
              signedByUserId: knownOrNull(row.signedByUserId),
            })),
            creditEntries: (rows.creditEntries ?? []).map((row) => ({
              ...row,
              createdByUserId: knownOrNull(row.createdByUserId),
            })),
          });
          await repo.setAuditChanges(auditChanges ?? {});
          await repo.deleteArchived(patientId);
          await clearPendingFiles(tx, written);
          // The sealed files are garbage once this commits; pending until they are removed.
          await recordPendingFiles(tx, sealedKeys);
          await recordAudit(tx, { actor, entity: 'patient', entityId: patientId, action: 'restore', patientId });
        });
      } catch (error) {
        await discard(written);
        if (error instanceof SealedFileDamagedError) throw new AppError(500, PATIENT_MESSAGES.archiveDamaged);
        throw error;
      }
      await discard(sealedKeys);
    },
  };
  return service;
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
