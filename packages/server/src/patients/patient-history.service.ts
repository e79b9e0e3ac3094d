import {
  PATIENT_MESSAGES,
  type PatientAccessResponse,
  type PatientChangeEntity,
  type PatientChangesResponse,
} from '@clinic/contracts';
import type { Database } from '../db/client.ts';
import { notFound } from '../http/app-error.ts';
import { createPatientHistoryRepository } from './patient-history.repository.ts';
import { isPatientChangeEntity, subjectsInTrail, toPatientChange, type AuditRow } from './patient-history.mapper.ts';
import { createPatientsRepository } from './patients.repository.ts';

const MAX_ID = 2_147_483_647;

/** The record ids (integer columns) among text ids, each once. */
const recordIds = (ids: Iterable<string | null>): number[] =>
  [...new Set(ids)].map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID);

/**
 * The patient's history as a clinic reads it: the changes, field by field, and who read the record,
 * per user and day. The spec's GET /patients/{id}/history (patients.service) stays as it was.
 */
export function createPatientHistoryService({ db }: { db: Database }) {
  const repository = createPatientHistoryRepository(db);

  async function ensurePatient(id: number): Promise<void> {
    if (!(await createPatientsRepository(db).find(id))) throw notFound(PATIENT_MESSAGES.notFound);
  }

  return {
    async changes(patientId: number): Promise<PatientChangesResponse> {
      await ensurePatient(patientId);
      const rows = (await repository.changes(patientId)).filter(
        (
          row,
        ): row is AuditRow & {
          entity: PatientChangeEntity;
        } => isPatientChangeEntity(row.entity),
      );
      const entityIds = (...entities: PatientChangeEntity[]) =>
        rows.filter((row) => entities.includes(row.entity)).map((row) => row.entityId);
      const trail = subjectsInTrail(rows);
      const procedureOfPayment = new Map([
        ...trail.procedureOfPayment,
        ...(await repository.proceduresOfPayments(recordIds(entityIds('transaction')))),
      ]);
      const procedureIds = recordIds([...entityIds('procedure', 'face_annotation'), ...procedureOfPayment.values()]);
      const procedureNames = new Map([...trail.procedureNames, ...(await repository.procedureNames(procedureIds))]);
      return { items: rows.map((row) => toPatientChange(row, { procedureNames, procedureOfPayment })) };
    },

    async access(patientId: number): Promise<PatientAccessResponse> {
      await ensurePatient(patientId);
      const rows = await repository.access(patientId);
      return {
        items: rows.map((row) => ({
          date: row.date,
          user_id: row.userId,
          user_name: row.userName,
          role: row.role,
          views: row.views,
          downloads: row.downloads,
          last_at: (row.lastAt ?? new Date(0)).toISOString(),
        })),
      };
    },
  };
}
export type PatientHistoryService = ReturnType<typeof createPatientHistoryService>;
