import {
  FACE_ANNOTATION_MESSAGES,
  PROCEDURE_MESSAGES,
  isLockedStatus,
  parseProcedureDetails,
  type FaceAnnotationPoint,
  type FaceAnnotationSet,
  type saveFaceAnnotationsInputSchema,
} from '@clinic/contracts';
import type { z } from 'zod';
import type { Database, Transaction } from '../db/client.ts';
import type { Actor } from '../audit/audit-log.ts';
import { conflict, notFound, unprocessable } from '../http/app-error.ts';
import { createProceduresRepository } from '../procedures/procedures.repository.ts';
import { writeAnnotationSet } from './annotation-set.writer.ts';
import { createFaceAnnotationsRepository, toFaceAnnotationSetResponse } from './face-annotations.repository.ts';

interface FaceAnnotationsServiceDependencies {
  db: Database;
  clock?: () => Date;
}

export function createFaceAnnotationsService(deps: FaceAnnotationsServiceDependencies) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function editableProcedure(tx: Transaction, procedureId: number) {
    const procedure = await createProceduresRepository(tx).findForUpdate(procedureId);
    if (!procedure) throw notFound(PROCEDURE_MESSAGES.notFound);
    if (isLockedStatus(procedure.status)) throw conflict(PROCEDURE_MESSAGES.cannotEditCompleted);
    return procedure;
  }

  return {
    /** The stored set; a procedure saved before sets existed answers the points of its details text. */
    async getByProcedure(procedureId: number): Promise<FaceAnnotationSet> {
      const procedure = await createProceduresRepository(db).findById(procedureId);
      if (!procedure) throw notFound(PROCEDURE_MESSAGES.notFound);
      const set = await createFaceAnnotationsRepository(db).findByProcedure(procedureId);
      if (set) return toFaceAnnotationSetResponse(set);
      return {
        procedure_id: procedureId,
        patient_id: procedure.procedure.patientId,
        annotations: parseProcedureDetails(procedure.procedure.details)?.points ?? [],
        created_at: null,
        updated_at: null,
      };
    },

    async save(actor: Actor, input: z.output<typeof saveFaceAnnotationsInputSchema>) {
      return db.transaction(async (tx) => {
        const procedure = await editableProcedure(tx, input.procedure_id);
        if (procedure.patientId !== input.patient_id) throw unprocessable(PROCEDURE_MESSAGES.invalidPatient);
        return writeAnnotationSet(tx, procedure, input.annotations, actor, clock());
      });
    },

    async deletePoint(actor: Actor, procedureId: number, pointId: string) {
      return db.transaction(async (tx) => {
        const procedure = await editableProcedure(tx, procedureId);
        const set = await createFaceAnnotationsRepository(tx).findByProcedure(procedureId);
        const points =
          (set?.annotations as FaceAnnotationPoint[] | undefined) ??
          parseProcedureDetails(procedure.details)?.points ??
          [];
        if (!points.some((point) => point.id === pointId)) throw notFound(FACE_ANNOTATION_MESSAGES.pointNotFound);
        return writeAnnotationSet(
          tx,
          procedure,
          points.filter((point) => point.id !== pointId),
          actor,
          clock(),
        );
      });
    },
  };
}
export type FaceAnnotationsService = ReturnType<typeof createFaceAnnotationsService>;
