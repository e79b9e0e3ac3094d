import {
  CONSENT_MESSAGES,
  PROCEDURE_MESSAGES,
  SCHEDULE_MESSAGES,
  isLockedStatus,
  isStartedStatus,
  type Attendance,
  parseProcedureDetails,
  totalPages,
  type CreateProcedure,
  type ProcedureFilters,
  type ProcedureListParams,
  type ProcedureStatus,
  type ReopenProcedureInput,
  type Reschedule,
  type UpdateProcedure,
  todayIsoDate,
} from '@clinic/contracts';
import type { Database, Transaction } from '../db/client.ts';
import { changedFields, recordAudit, recordDeletion, type Actor, type AuditActor } from '../audit/audit-log.ts';
import { refuseIfInvoiced } from '../transactions/transactions.service.ts';
import { conflict, notFound, unprocessable } from '../http/app-error.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import type { Clock } from '../clock.ts';
import { createVersionedCache, tablesVersion } from '../db/versioned-cache.ts';
import { missingConsents, type GatedProcedure } from '../consents/consents.service.ts';
import { serviceIdFor } from '../services/services.service.ts';
import { refuseIncompleteChart } from '../charts/charts.service.ts';
import type { InventoryService } from '../inventory/inventory.service.ts';
import type { ReminderPlanner } from '../reminders/reminder-planner.ts';
import type { FaceAnnotationsService } from './face-annotations.service.ts';
import { patientProceduresJson } from './patient-procedures-json.ts';
import { toProcedureResponse } from './procedures.mapper.ts';
import { createProceduresRepository, type ProcedureRow } from './procedures.repository.ts';

interface ProceduresServiceDependencies {
  db: Database;
  clock: Clock;
  faceAnnotations: FaceAnnotationsService;
  inventory: InventoryService;
  reminders: ReminderPlanner;
  /** The procedure's photo files, removed once its deletion (which drops their rows) commits. */
  photoFiles: PhotoFiles;
  /** `CHART_COMPLETE_BEFORE_COMPLETED`: a procedure becomes completed only with a complete chart. */
  chartCompleteBeforeCompleted: boolean;
}

type ProcedureFields = Omit<UpdateProcedure, 'face_annotations' | 'transaction' | 'product_lines'>;

type ProductLines = UpdateProcedure['product_lines'];

/** The text a person wrote: details in the spec's JSON form keep their points in the diagram's store. */
const detailsText = (details: string | null) => (details ? (parseProcedureDetails(details)?.text ?? details) : details);

/** Contract fields as column values; only the fields given. */
function toColumns(input: ProcedureFields) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.doctor_name !== undefined ? { doctorName: input.doctor_name } : {}),
    ...(input.details !== undefined ? { details: detailsText(input.details ?? null) } : {}),
    ...(input.start_datetime !== undefined ? { startDatetime: new Date(input.start_datetime) } : {}),
    ...(input.end_datetime !== undefined
      ? { endDatetime: input.end_datetime ? new Date(input.end_datetime) : null }
      : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.medications !== undefined ? { medications: input.medications } : {}),
    ...(input.booking_note !== undefined ? { bookingNote: input.booking_note } : {}),
  };
}

const auditView = (row: ProcedureRow) => ({
  name: row.name,
  service_id: row.serviceId,
  doctor_name: row.doctorName,
  details: row.details,
  start_datetime: row.startDatetime.toISOString(),
  end_datetime: row.endDatetime?.toISOString() ?? null,
  status: row.status,
  medications: row.medications,
  booking_note: row.bookingNote,
});

/** Records what an edit changed, field by field; an edit that changed none of them is not recorded. */
async function recordFieldChanges(
  tx: Transaction,
  actor: Actor,
  action: 'update' | 'reschedule',
  before: ProcedureRow,
  after: ProcedureRow,
): Promise<void> {
  const changes = changedFields(auditView(before), auditView(after));
  if (Object.keys(changes).length === 0) return;
  await recordAudit(tx, {
    actor,
    entity: 'procedure',
    entityId: before.id,
    action,
    patientId: before.patientId,
    changes,
  });
}

/** The consent gate, on every path that sets a status: create, edit and the status change alike. */
async function requireConsents(
  tx: Transaction,
  procedureId: number | null,
  procedure: GatedProcedure,
  status: ProcedureStatus,
) {
  if (!isStartedStatus(status)) return;
  if ((await missingConsents(tx, procedureId, procedure)).length > 0) {
    throw conflict(CONSENT_MESSAGES.consentRequired);
  }
}

/** A completed procedure keeps its status on every path; only an administrator's reopening unlocks it. */
function requireStatusChangeable(before: ProcedureRow, status: ProcedureStatus) {
  if (isLockedStatus(before.status) && status !== before.status) throw conflict(PROCEDURE_MESSAGES.lockedWarning);
}

/** What a patient's procedures list reads: its answer stands while none of these is written. */
const PATIENT_LIST_TABLES = [
  'procedures',
  'patients',
  'procedure_transactions',
  'face_annotation_sets',
  'lot_usages',
  'product_lots',
  'products',
];
/** A few dozen long charts: the patients of a clinic day, kept across the day's visits. */
const PATIENT_LISTS_CACHE_BYTES = 16 * 1024 * 1024;

export function createProceduresService({
  db,
  clock,
  faceAnnotations,
  inventory,
  reminders,
  photoFiles,
  chartCompleteBeforeCompleted,
}: ProceduresServiceDependencies) {
  /**
   * The chart gate, on every path that sets a status; read after the path's own writes (a payment
   * or points saved with the status), so what it checks is what would be committed.
   */
  async function requireCompleteChart(tx: Transaction, id: number, from: ProcedureStatus | null, to: ProcedureStatus) {
    if (chartCompleteBeforeCompleted && to === 'completed' && from !== 'completed') await refuseIncompleteChart(tx, id);
  }

  const patientLists = createVersionedCache<Buffer>(() => tablesVersion(db, PATIENT_LIST_TABLES), {
    maxBytes: PATIENT_LISTS_CACHE_BYTES,
    sizeOf: (answer) => answer.byteLength,
  });
  /** The payment saved with the procedure, recorded as the transactions API records one. */
  async function savePayment(
    tx: Transaction,
    actor: Actor,
    procedure: ProcedureRow,
    input: NonNullable<CreateProcedure['transaction']>,
    now: Date,
  ) {
    const { id, before, after } = await createProceduresRepository(tx).savePayment(procedure, input, now);
    const changes = before ? changedFields(before, after) : { procedure_id: procedure.id, ...after };
    if (Object.keys(changes).length === 0) return;
    await refuseIfInvoiced(tx, procedure.id);
    await recordAudit(tx, {
      actor,
      entity: 'transaction',
      entityId: id,
      action: before ? 'update' : 'create',
      patientId: procedure.patientId,
      changes,
    });
  }

  /** One procedure as its own screen reads it: with what it used of each lot. */
  async function readOrFail(id: number, queryable: Database | Transaction = db) {
    const row = await createProceduresRepository(queryable).findById(id);
    if (!row) throw notFound(PROCEDURE_MESSAGES.notFound);
    return { ...toProcedureResponse(row), products: await inventory.usagesOf(id, queryable) };
  }

  /** Product lines (not on a point) are used on the procedure's own date. */
  async function saveProductLines(tx: Transaction, procedure: ProcedureRow, lines: ProductLines) {
    if (lines === undefined) return;
    const usedOn = todayIsoDate(procedure.startDatetime);
    await inventory.replaceUsages(
      tx,
      procedure,
      lines.map((line) => ({
        pointId: null,
        productId: line.product_id,
        lotId: line.lot_id,
        amount: line.amount,
        usedOn,
      })),
      'lines',
    );
  }

  async function lockOrFail(tx: Transaction, id: number) {
    const row = await createProceduresRepository(tx).findForUpdate(id);
    if (!row) throw notFound(PROCEDURE_MESSAGES.notFound);
    return row;
  }

  /** Points sent in the details JSON count as the diagram when the client sent no separate list. */
  function pointsToSave(input: { details?: string | null; face_annotations?: CreateProcedure['face_annotations'] }) {
    if (input.face_annotations !== undefined) return input.face_annotations;
    const parsed = input.details ? parseProcedureDetails(input.details) : undefined;
    return parsed && parsed.points.length > 0 ? parsed.points : undefined;
  }

  /**
   * The one path a status changes by, in the caller's transaction: audited, reminders re-planned.
   * A patient cancelling by a reminder's answer comes this way too.
   */
  async function changeStatus(
    tx: Transaction,
    actor: AuditActor,
    id: number,
    status: ProcedureStatus,
    extra: { confirmation?: ProcedureRow['confirmation'] } = {},
  ) {
    const before = await lockOrFail(tx, id);
    requireStatusChangeable(before, status);
    if (status !== before.status) await requireConsents(tx, id, before, status);
    await requireCompleteChart(tx, id, before.status, status);
    const after = await createProceduresRepository(tx).update(id, { status, ...extra }, clock());
    await inventory.followStatus(tx, after);
    const changes: Record<string, { from: unknown; to: unknown }> = { status: { from: before.status, to: status } };
    if (extra.confirmation && extra.confirmation !== before.confirmation) {
      changes.confirmation = { from: before.confirmation, to: extra.confirmation };
    }
    await recordAudit(tx, {
      actor,
      entity: 'procedure',
      entityId: id,
      action: 'status',
      patientId: before.patientId,
      changes,
    });
    await reminders.planReminders(tx, after);
    return after;
  }

  return {
    async list(params: ProcedureListParams) {
      const repository = createProceduresRepository(db);
      // One statement after the other: side by side, each request held two pooled connections,
      // and under load the lists answered no faster, often slower (decision 022).
      const rows = await repository.list(params);
      const stats = await repository.stats(params);
      const total = stats.scheduled + stats.ongoing + stats.completed + stats.cancelled;
      return { items: rows.map(toProcedureResponse), total, totalPages: totalPages(total, params.page_size), stats };
    },

    async dashboardStats(filters: ProcedureFilters) {
      const stats = await createProceduresRepository(db).stats(filters);
      return { ...stats, total: stats.scheduled + stats.ongoing + stats.completed + stats.cancelled };
    },

    /**
     * The patient's procedures, each with what it used, for the profile's tabs: a `Procedure[]` as
     * JSON, ready to send. A long chart's answer is hundreds of kilobytes, read again on every
     * visit to the profile, so it is kept per patient until any table it reads is written.
     */
    patientProceduresJson(patientId: number): Promise<Buffer> {
      return patientLists.load(String(patientId), async () => Buffer.from(await patientProceduresJson(db, patientId)));
    },

    get: (id: number) => readOrFail(id),

    /** The procedure, its diagram and its payment in one transaction: all saved or none. */
    async create(actor: Actor, input: CreateProcedure) {
      const now = clock();
      return db.transaction(async (tx) => {
        const repository = createProceduresRepository(tx);
        if (!(await repository.patientExists(input.patient_id))) throw unprocessable(PROCEDURE_MESSAGES.invalidPatient);
        const serviceId = await serviceIdFor(tx, input.name, input.service_id);
        await requireConsents(tx, null, { name: input.name, serviceId }, input.status);
        const {
          face_annotations: _points,
          transaction,
          product_lines: lines,
          patient_id: patientId,
          ...fields
        } = input;
        const created = await repository.insert({
          patientId,
          ...toColumns(fields),
          name: fields.name,
          serviceId,
          doctorName: fields.doctor_name,
          startDatetime: new Date(fields.start_datetime),
          status: fields.status,
          createdAt: now,
          updatedAt: now,
        });
        await recordAudit(tx, {
          actor,
          entity: 'procedure',
          entityId: created.id,
          action: 'create',
          patientId,
          changes: auditView(created),
        });
        const points = pointsToSave(input);
        if (points !== undefined) await faceAnnotations.replacePoints(tx, created, points, actor, now);
        await saveProductLines(tx, created, lines);
        await inventory.followStatus(tx, created);
        if (transaction !== undefined) await savePayment(tx, actor, created, transaction, now);
        await requireCompleteChart(tx, created.id, null, created.status);
        await reminders.planReminders(tx, created);
        return readOrFail(created.id, tx);
      });
    },

    async update(actor: Actor, id: number, input: UpdateProcedure) {
      const now = clock();
      return db.transaction(async (tx) => {
        const before = await lockOrFail(tx, id);
        const { face_annotations: _points, transaction, product_lines: lines, ...fields } = input;
        const onlyStatus = Object.entries(input).every(([key, value]) => key === 'status' || value === undefined);
        const columns = toColumns(fields);
        requireStatusChangeable(before, columns.status ?? before.status);
        if (isLockedStatus(before.status) && !onlyStatus) throw conflict(PROCEDURE_MESSAGES.cannotEditCompleted);
        const start = columns.startDatetime ?? before.startDatetime;
        const end = columns.endDatetime === undefined ? before.endDatetime : columns.endDatetime;
        if (end && end < start) throw unprocessable(PROCEDURE_MESSAGES.endBeforeStart);
        const status = columns.status ?? before.status;
        const name = columns.name ?? before.name;
        // A name or a choice sent links again; a save of other fields keeps the service.
        const serviceId =
          fields.name !== undefined || fields.service_id !== undefined
            ? await serviceIdFor(tx, name, fields.service_id)
            : before.serviceId;
        if (status !== before.status || name !== before.name || serviceId !== before.serviceId) {
          await requireConsents(tx, id, { name, serviceId }, status);
        }
        const points = pointsToSave(input);
        const repository = createProceduresRepository(tx);
        const after = await repository.update(id, { ...columns, serviceId }, now);
        // A save of the payment or the diagram alone is recorded by them, not as an empty procedure change.
        await recordFieldChanges(tx, actor, 'update', before, after);
        if (points !== undefined) await faceAnnotations.replacePoints(tx, after, points, actor, now);
        await saveProductLines(tx, after, lines);
        await inventory.followStatus(tx, after);
        if (transaction !== undefined) await savePayment(tx, actor, after, transaction, now);
        await requireCompleteChart(tx, id, before.status, after.status);
        await reminders.planReminders(tx, after);
        await reminders.tellNewTime(tx, before, after);
        return readOrFail(id, tx);
      });
    },

    async setStatus(actor: Actor, id: number, status: ProcedureStatus) {
      return db.transaction(async (tx) => {
        await changeStatus(tx, actor, id, status);
        return readOrFail(id, tx);
      });
    },

    changeStatus,

    /**
     * Unlocks a completed procedure for correction: it becomes ongoing (the treatment happened, so
     * its stock stays taken), and the reason is kept in the audit with who and when.
     */
    async reopen(actor: Actor, id: number, input: ReopenProcedureInput) {
      return db.transaction(async (tx) => {
        const before = await lockOrFail(tx, id);
        if (!isLockedStatus(before.status)) throw conflict(PROCEDURE_MESSAGES.reopenOnlyCompleted);
        const after = await createProceduresRepository(tx).update(id, { status: 'ongoing' }, clock());
        await recordAudit(tx, {
          actor,
          entity: 'procedure',
          entityId: id,
          action: 'reopen',
          patientId: before.patientId,
          changes: { status: { from: before.status, to: after.status }, reason: input.reason },
        });
        await reminders.planReminders(tx, after);
        return readOrFail(id, tx);
      });
    },

    /**
     * Moves an appointment: a new start, and a new end (or, left out, the same length) and doctor.
     * The schedule's drag, resize and Reschedule dialog all save through here.
     */
    async reschedule(actor: Actor, id: number, input: Reschedule) {
      const now = clock();
      return db.transaction(async (tx) => {
        const before = await lockOrFail(tx, id);
        if (isLockedStatus(before.status)) throw conflict(SCHEDULE_MESSAGES.cannotMoveCompleted);
        const start = new Date(input.start_datetime);
        const keptLength = before.endDatetime && before.endDatetime.getTime() - before.startDatetime.getTime();
        const end =
          input.end_datetime === undefined
            ? keptLength === null
              ? null
              : new Date(start.getTime() + keptLength)
            : input.end_datetime === null
              ? null
              : new Date(input.end_datetime);
        const after = await createProceduresRepository(tx).update(
          id,
          {
            startDatetime: start,
            endDatetime: end,
            ...(input.doctor_name !== undefined ? { doctorName: input.doctor_name } : {}),
          },
          now,
        );
        await reminders.planReminders(tx, after);
        await reminders.tellNewTime(tx, before, after);
        await recordFieldChanges(tx, actor, 'reschedule', before, after);
        return readOrFail(id, tx);
      });
    },

    /** The front desk's check-in or no-show; arriving records the time, and the first arrival stays. */
    async setAttendance(actor: Actor, id: number, attendance: Attendance) {
      const now = clock();
      return db.transaction(async (tx) => {
        const before = await lockOrFail(tx, id);
        if (attendance === 'no_show' && before.status === 'completed') {
          throw conflict(SCHEDULE_MESSAGES.noShowAfterCompleted);
        }
        if (attendance === 'no_show' && before.status === 'cancelled') {
          throw conflict(SCHEDULE_MESSAGES.noShowAfterCancelled);
        }
        // A patient is not missing before their time has come.
        if (attendance === 'no_show' && before.startDatetime > now) throw conflict(SCHEDULE_MESSAGES.noShowBeforeStart);
        if (attendance === 'arrived' && before.status === 'cancelled') {
          throw conflict(SCHEDULE_MESSAGES.cannotCheckInCancelled);
        }
        // The visit is over; its attendance was settled by its completion.
        if (attendance === 'arrived' && before.status === 'completed' && before.attendance !== 'arrived') {
          throw conflict(SCHEDULE_MESSAGES.cannotCheckInCompleted);
        }
        const checkedInAt = attendance === 'arrived' ? (before.checkedInAt ?? now) : null;
        await createProceduresRepository(tx).update(id, { attendance, checkedInAt }, now);
        if (before.attendance !== attendance) {
          await recordAudit(tx, {
            actor,
            entity: 'procedure',
            entityId: id,
            action: 'attendance',
            patientId: before.patientId,
            changes: { attendance: { from: before.attendance, to: attendance } },
          });
        }
        return readOrFail(id, tx);
      });
    },

    async remove(actor: Actor, id: number) {
      const photoKeys = await db.transaction(async (tx) => {
        const before = await lockOrFail(tx, id);
        if (isLockedStatus(before.status)) throw conflict(PROCEDURE_MESSAGES.cannotDeleteCompleted);
        // What it used goes back into stock.
        await inventory.releaseUsages(tx, id);
        const photoKeys = await photoFiles.keysOf(tx, id);
        await createProceduresRepository(tx).delete(id);
        await recordDeletion(tx, actor, 'procedure', id, { patientId: before.patientId, changes: auditView(before) });
        return photoKeys;
      });
      await photoFiles.remove(photoKeys);
    },
  };
}
export type ProceduresService = ReturnType<typeof createProceduresService>;
