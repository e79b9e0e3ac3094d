import {
  completePoints,
  composeProcedureDetails,
  parseProcedureDetails,
  type FaceAnnotationPoint,
  type faceAnnotationPointsInputSchema,
} from '@clinic/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../db/client.ts';
import { procedures } from '../db/schema/index.ts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import { createFaceAnnotationsRepository, toFaceAnnotationSetResponse } from './face-annotations.repository.ts';

interface AnnotatedProcedure {
  id: number;
  patientId: number;
  details: string | null;
}

/**
 * Replaces a procedure's point set and rewrites its details JSON text to match, inside the
 * caller's transaction: the set table and the details never disagree.
 */
export async function writeAnnotationSet(
  tx: Transaction,
  procedure: AnnotatedProcedure,
  points: z.output<typeof faceAnnotationPointsInputSchema> | FaceAnnotationPoint[],
  actor: Actor,
  now: Date,
) {
  const repository = createFaceAnnotationsRepository(tx);
  const existing = await repository.findByProcedure(procedure.id);
  const current = parseProcedureDetails(procedure.details) ?? { text: procedure.details ?? '', points: [] };
  const previous = (existing?.annotations as FaceAnnotationPoint[] | undefined) ?? current.points;
  const stamp = now.toISOString();
  const completed = completePoints(points, previous, stamp);
  const row = await repository.upsert(procedure.id, procedure.patientId, completed, now);
  await tx
    .update(procedures)
    .set({ details: composeProcedureDetails(current.text, completed, stamp), updatedAt: now })
    .where(eq(procedures.id, procedure.id));
  await recordAudit(tx, {
    actor,
    entity: 'face_annotation',
    entityId: procedure.id,
    action: 'save',
    patientId: procedure.patientId,
    changes: { points_before: previous.length, points_after: completed.length },
  });
  return toFaceAnnotationSetResponse(row);
}
