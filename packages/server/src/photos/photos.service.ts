import {
  PATIENT_MESSAGES,
  PHOTO_MESSAGES,
  photoVisibleTo,
  releasedForMarketing,
  type Photo,
  type PhotoRelease,
  type PhotoSize,
} from '@clinic/contracts';
import { recordAudit, recordDeletion, type Actor } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/client.ts';
import { conflict, forbidden, notFound } from '../http/app-error.ts';
import type { DownloadLinks } from '../keys/download-links.ts';
import { removeAll, type FileStorage } from '../storage/file-storage.ts';
import { withStoredFiles } from '../storage/stored-files.ts';
import { processPhoto } from './photo-image.ts';
import type { PhotoUpload } from './photo-upload.ts';
import { createPhotosRepository, type ListedPhoto } from './photos.repository.ts';

/** What a signed photo link opens: a size to show, or the full size as a download for marketing. */
export const PHOTO_FILE_VARIANTS = ['thumb', 'full', 'marketing'] as const;
export type PhotoFileVariant = (typeof PHOTO_FILE_VARIANTS)[number];

export interface PhotosServiceDependencies {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  /** One signer per variant, so a thumbnail's link never opens the full size. */
  links: Record<PhotoFileVariant, DownloadLinks>;
}

function toPhoto(row: ListedPhoto, release: PhotoRelease): Photo {
  const { photo } = row;
  return {
    id: photo.id,
    patient_id: photo.patientId,
    procedure_id: photo.procedureId,
    procedure_name: row.procedureName,
    procedure_start: row.procedureStart.toISOString(),
    kind: photo.kind,
    angle: photo.angle,
    note: photo.note,
    width: photo.width,
    height: photo.height,
    taken_at: photo.takenAt.toISOString(),
    taken_by: row.takenBy,
    release,
  };
}

export function createPhotosService({ db, clock, storage, links }: PhotosServiceDependencies) {
  const repository = createPhotosRepository(db);

  /** The photos the actor may see, each with its procedure's release. */
  async function visible(tx: Queryable, actor: Actor, rows: ListedPhoto[]): Promise<Photo[]> {
    const releases = await createPhotosRepository(tx).releasesOf([
      ...new Set(rows.map((row) => row.photo.procedureId)),
    ]);
    return rows
      .map((row) => toPhoto(row, releases.get(row.photo.procedureId)!))
      .filter((photo) => photoVisibleTo(actor.role, photo.release));
  }

  /** A photo the actor may see; 404 when there is none, 403 when its release keeps it from them. */
  async function seen(actor: Actor, photoId: number): Promise<{ row: ListedPhoto; photo: Photo }> {
    const row = await repository.find(photoId);
    if (!row) throw notFound(PHOTO_MESSAGES.notFound);
    const release = (await repository.releasesOf([row.photo.procedureId])).get(row.photo.procedureId)!;
    if (!photoVisibleTo(actor.role, release)) throw forbidden();
    return { row, photo: toPhoto(row, release) };
  }

  async function signedLink(actor: Actor, photo: Photo, variant: PhotoFileVariant): Promise<string> {
    await recordAudit(db, {
      actor,
      entity: 'photo',
      entityId: photo.id,
      action: variant === 'marketing' ? 'download' : 'view',
      patientId: photo.patient_id,
      changes: { size: variant === 'thumb' ? 'thumb' : 'full' },
    });
    return links[variant].sign({ patientId: photo.patient_id, recordId: photo.id });
  }

  return {
    async upload(actor: Actor, procedureId: number, { fields, bytes }: PhotoUpload): Promise<Photo> {
      const procedure = await repository.procedure(procedureId);
      if (!procedure) throw notFound(PHOTO_MESSAGES.procedureNotFound);
      const processed = await processPhoto(bytes);
      const photoId = await withStoredFiles(
        db,
        storage,
        [processed.full, processed.thumb],
        async (tx, [storageKey, thumbStorageKey]) => {
          const repo = createPhotosRepository(tx);
          // The procedure may have gone while the photo was processed.
          if (!(await repo.procedure(procedureId))) throw notFound(PHOTO_MESSAGES.procedureNotFound);
          const row = await repo.insert({
            patientId: procedure.patientId,
            procedureId,
            kind: fields.kind,
            angle: fields.angle,
            note: fields.note,
            contentType: processed.contentType,
            width: processed.width,
            height: processed.height,
            size: processed.full.length,
            takenAt: clock(),
            storageKey: storageKey!,
            thumbStorageKey: thumbStorageKey!,
            takenByUserId: actor.id,
          });
          await recordAudit(tx, {
            actor,
            entity: 'photo',
            entityId: row.id,
            action: 'upload',
            patientId: procedure.patientId,
            changes: { procedure_id: procedureId, kind: fields.kind, angle: fields.angle },
          });
          return row.id;
        },
      );
      const row = await repository.find(photoId);
      const release = (await repository.releasesOf([procedureId])).get(procedureId)!;
      return toPhoto(row!, release);
    },

    async ofProcedure(actor: Actor, procedureId: number): Promise<Photo[]> {
      if (!(await repository.procedure(procedureId))) throw notFound(PHOTO_MESSAGES.procedureNotFound);
      return visible(db, actor, await repository.ofProcedure(procedureId));
    },

    async ofPatient(actor: Actor, patientId: number): Promise<Photo[]> {
      if (!(await repository.patientExists(patientId))) throw notFound(PATIENT_MESSAGES.notFound);
      return visible(db, actor, await repository.ofPatient(patientId));
    },

    /** A signed link to one size of the photo, recorded as a view of the patient's record. */
    async link(actor: Actor, photoId: number, size: PhotoSize): Promise<string> {
      const { photo } = await seen(actor, photoId);
      return signedLink(actor, photo, size);
    },

    /** A signed download of the full size for marketing, only of photos released for it. */
    async marketingLink(actor: Actor, photoId: number): Promise<string> {
      const { photo } = await seen(actor, photoId);
      if (!releasedForMarketing(photo.release)) throw conflict(PHOTO_MESSAGES.notForMarketing);
      return signedLink(actor, photo, 'marketing');
    },

    /** The bytes behind a signed link, checked against the photo's patient. */
    async openFile(variant: PhotoFileVariant, token: string) {
      const grant = links[variant].verify(token);
      const row = grant ? await repository.find(grant.recordId) : undefined;
      if (!grant || !row || row.photo.patientId !== grant.patientId) throw notFound(PHOTO_MESSAGES.linkInvalid);
      const { photo } = row;
      const thumb = variant === 'thumb';
      return {
        photo,
        contentType: thumb ? 'image/jpeg' : photo.contentType,
        stream: storage.stream(thumb ? photo.thumbStorageKey : photo.storageKey),
      };
    },

    async remove(actor: Actor, photoId: number): Promise<void> {
      const photo = await db.transaction(async (tx) => {
        const repo = createPhotosRepository(tx);
        const row = await repo.find(photoId);
        if (!row) throw notFound(PHOTO_MESSAGES.notFound);
        await repo.remove(photoId);
        await recordDeletion(tx, actor, 'photo', photoId, {
          patientId: row.photo.patientId,
          changes: { procedure_id: row.photo.procedureId, kind: row.photo.kind, angle: row.photo.angle },
        });
        return row.photo;
      });
      await removeAll(storage, [photo.storageKey, photo.thumbStorageKey]);
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
