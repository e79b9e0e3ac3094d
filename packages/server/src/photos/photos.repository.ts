import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { staffNameColumn } from '../db/staff-name.ts';
import { procedurePhotos, procedures, users } from '../db/schema/index.ts';

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
