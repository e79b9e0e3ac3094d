import type { FaceAnnotationPoint } from '@clinic/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { faceAnnotationSets } from '../db/schema/index.ts';

export type FaceAnnotationSetRow = typeof faceAnnotationSets.$inferSelect;

/** The one store of a procedure's face-diagram points: a set per procedure. */
export function createFaceAnnotationsRepository(db: Queryable) {
  return {
    async findByProcedure(procedureId: number): Promise<FaceAnnotationSetRow | undefined> {
      const [row] = await db
        .select()
        .from(faceAnnotationSets)
        .where(eq(faceAnnotationSets.procedureId, procedureId))
        .limit(1);
      return row;
    },

    async upsert(procedureId: number, patientId: number, points: FaceAnnotationPoint[], now: Date) {
      const [row] = await db
        .insert(faceAnnotationSets)
        .values({ procedureId, patientId, annotations: points, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: faceAnnotationSets.procedureId,
          set: { annotations: points, patientId, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}
