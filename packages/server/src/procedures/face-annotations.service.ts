import {
  FACE_ANNOTATION_MESSAGES,
  PROCEDURE_MESSAGES,
  completePoints,
  isLockedStatus,
  storedFacePoints,
  todayIsoDate,
  type FaceAnnotationPoint,
  type FaceAnnotationSet,
  type ProcedureStatus,
  type faceAnnotationPointsInputSchema,
  type saveFaceAnnotationsInputSchema,
} from '@clinic/contracts';
import type { z } from 'zod';
import type { Database, Transaction } from '../db/client.ts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import { conflict, notFound, unprocessable } from '../http/app-error.ts';
import type { DesiredUsage, InventoryService } from '../inventory/inventory.service.ts';
import { createFaceAnnotationsRepository } from './face-annotations.repository.ts';
import { toFaceAnnotationSetResponse } from './procedures.mapper.ts';
import { createProceduresRepository } from './procedures.repository.ts';

interface FaceAnnotationsServiceDependencies {
  db: Database;
  clock: Clock;
  inventory: InventoryService;
}

interface AnnotatedProcedure {
  id: number;
  patientId: number;
  startDatetime: Date;
  status: ProcedureStatus;
}

/** What the points used of each lot; a point without a product uses nothing. */
function productsOnPoints(points: readonly FaceAnnotationPoint[], procedureStart: Date): DesiredUsage[] {
  return points.flatMap((point) =>
    point.product_id !== undefined && point.lot_id !== undefined && point.amount !== undefined
      ? [
          {
            pointId: point.id,
            productId: point.product_id,
            lotId: point.lot_id,
            amount: point.amount,
            usedOn: point.treatment_date ?? todayIsoDate(procedureStart),
          },
        ]
      : [],
  );
}

type PointsToWrite = z.output<typeof faceAnnotationPointsInputSchema> | FaceAnnotationPoint[];

export function createFaceAnnotationsService({ db, clock, inventory }: FaceAnnotationsServiceDependencies) {
  async function editableProcedure(tx: Transaction, procedureId: number) {
    const procedure = await createProceduresRepository(tx).findForUpdate(procedureId);
    if (!procedure) throw notFound(PROCEDURE_MESSAGES.notFound);
    if (isLockedStatus(procedure.status)) throw conflict(PROCEDURE_MESSAGES.cannotEditCompleted);
    return procedure;
  }

  /**
   * The one way a procedure's points are written, by the face-annotation calls and by a procedure's
   * own save alike: replaces the set inside the caller's transaction and records it.
   */
  async function replacePoints(
    tx: Transaction,
    procedure: AnnotatedProcedure,
    points: PointsToWrite,
    actor: Actor,
    now: Date,
  ): Promise<FaceAnnotationSet> {
    const repository = createFaceAnnotationsRepository(tx);
    const existing = await repository.findByProcedure(procedure.id);
    const previous = existing ? storedFacePoints(existing.annotations) : [];
    const completed = completePoints(points, previous, now.toISOString());
    const row = await repository.upsert(procedure.id, procedure.patientId, completed, now);
    await inventory.replaceUsages(tx, procedure, productsOnPoints(completed, procedure.startDatetime), 'points');
    await createProceduresRepository(tx).update(procedure.id, {}, now);
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

  return {
    replacePoints,

    async getByProcedure(procedureId: number): Promise<FaceAnnotationSet> {
      const procedure = await createProceduresRepository(db).findById(procedureId);
      if (!procedure) throw notFound(PROCEDURE_MESSAGES.notFound);
      const set = await createFaceAnnotationsRepository(db).findByProcedure(procedureId);
      if (set) return toFaceAnnotationSetResponse(set);
      return {
        procedure_id: procedureId,
        patient_id: procedure.procedure.patientId,
        annotations: [],
        created_at: null,
        updated_at: null,
      };
    },

    async save(actor: Actor, input: z.output<typeof saveFaceAnnotationsInputSchema>) {
      return db.transaction(async (tx) => {
        const procedure = await editableProcedure(tx, input.procedure_id);
        if (procedure.patientId !== input.patient_id) throw unprocessable(PROCEDURE_MESSAGES.invalidPatient);
        return replacePoints(tx, procedure, input.annotations, actor, clock());
      });
    },

    async deletePoint(actor: Actor, procedureId: number, pointId: string) {
      return db.transaction(async (tx) => {
        const procedure = await editableProcedure(tx, procedureId);
        const set = await createFaceAnnotationsRepository(tx).findByProcedure(procedureId);
        const points = set ? storedFacePoints(set.annotations) : [];
        if (!points.some((point) => point.id === pointId)) throw notFound(FACE_ANNOTATION_MESSAGES.pointNotFound);
        const remaining = points.filter((point) => point.id !== pointId);
        return replacePoints(tx, procedure, remaining, actor, clock());
      });
    },
  };
}
export type FaceAnnotationsService = ReturnType<typeof createFaceAnnotationsService>;
