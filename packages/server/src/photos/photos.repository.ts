import type { PhotoRelease } from '@clinic/contracts';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { staffNameColumn } from '../db/staff-name.ts';
import { patients, procedureConsents, procedurePhotos, procedures, users } from '../db/schema/index.ts';

export type PhotoRow = typeof procedurePhotos.$inferSelect;

const listed = {
  photo: procedurePhotos,
  procedureName: procedures.name,
  procedureStart: procedures.startDatetime,
  takenBy: staffNameColumn,
};

export function createPhotosRepository(db: Queryable) {
  const list = () =>
    db
      .select(listed)
      .from(procedurePhotos)
      .innerJoin(procedures, eq(procedures.id, procedurePhotos.procedureId))
      .leftJoin(users, eq(users.id, procedurePhotos.takenByUserId));
  const timelineOrder = [asc(procedures.startDatetime), asc(procedures.id), asc(procedurePhotos.id)] as const;

  return {
    async procedure(procedureId: number) {
      const [row] = await db
        .select({ id: procedures.id, patientId: procedures.patientId })
        .from(procedures)
        .where(eq(procedures.id, procedureId));
      return row;
    },

    async patientExists(patientId: number): Promise<boolean> {
      const [row] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
      return row !== undefined;
    },

    /** The stored files of a procedure's photos, full size and thumbnail. */
    async storageKeysOfProcedure(procedureId: number): Promise<string[]> {
      const rows = await db
        .select({ full: procedurePhotos.storageKey, thumb: procedurePhotos.thumbStorageKey })
        .from(procedurePhotos)
        .where(eq(procedurePhotos.procedureId, procedureId));
      return rows.flatMap((row) => [row.full, row.thumb]);
    },

    /**
     * Each procedure's photo release, from its latest unrevoked signed consent. A procedure without
     * one keeps its photos in the clinical record: a photo taken without a signed release is part of
     * the record, never marketing material.
     */
    async releasesOf(procedureIds: readonly number[]): Promise<Map<number, PhotoRelease>> {
      const releases = new Map<number, PhotoRelease>(procedureIds.map((id) => [id, 'record_only']));
      if (procedureIds.length === 0) return releases;
      const signed = await db
        .selectDistinctOn([procedureConsents.procedureId], {
          procedureId: procedureConsents.procedureId,
          release: procedureConsents.photoRelease,
        })
        .from(procedureConsents)
        .where(and(inArray(procedureConsents.procedureId, [...procedureIds]), isNull(procedureConsents.revokedAt)))
        .orderBy(procedureConsents.procedureId, desc(procedureConsents.signedAt), desc(procedureConsents.id));
      for (const { procedureId, release } of signed) releases.set(procedureId, release);
      return releases;
    },

    ofProcedure: (procedureId: number) =>
      list()
        .where(eq(procedurePhotos.procedureId, procedureId))
        .orderBy(...timelineOrder),

    ofPatient: (patientId: number) =>
      list()
        .where(eq(procedurePhotos.patientId, patientId))
        .orderBy(...timelineOrder),

    async find(photoId: number) {
      const [row] = await list().where(eq(procedurePhotos.id, photoId));
      return row;
    },

    async insert(values: typeof procedurePhotos.$inferInsert): Promise<PhotoRow> {
      const [row] = await db.insert(procedurePhotos).values(values).returning();
      return row!;
    },

    async remove(photoId: number): Promise<void> {
      await db.delete(procedurePhotos).where(eq(procedurePhotos.id, photoId));
    },
  };
}

export type ListedPhoto = NonNullable<Awaited<ReturnType<ReturnType<typeof createPhotosRepository>['find']>>>;
