import {
  FILE_MESSAGES,
  MAX_ATTACHMENTS,
  PATIENT_MESSAGES,
  creatorRole,
  can,
  createPatientInputSchema,
  qualifyingNameSearch,
  qualifyingPhoneSearch,
  totalPages,
  updatePatientInputSchema,
  withPregnancyRule,
  type Patient,
  type PatientHistoryEntry,
  type PatientListQuery,
  type PatientListResponse,
  type PatientName,
  type AlertingAnswers,
  type ClinicalAlerts,
  clinicalAlertsOf,
  type UpdatePatientInput,
} from '@clinic/contracts';
import type { z } from 'zod';
import { changedFields, recordAccess, recordAudit, recordDeletion, type Actor } from '../audit/audit-log.ts';
import type { Database, Queryable } from '../db/client.ts';
import { forbidden, notFound, unprocessable } from '../http/app-error.ts';
import { assertSignedConsultationsKept } from '../notes/consultation-signing.ts';
import { ValidationFailure, zodIssuesToValidationIssues } from '../http/validation-error.ts';
import { removeAll, type FileStorage } from '../storage/file-storage.ts';
import { withStoredFiles as storeFilesAround } from '../storage/stored-files.ts';
import type { DownloadLinks } from '../keys/download-links.ts';
import {
  canonical,
  toPatient,
  toPatientFields,
  toPatientSummary,
  toPatientValues,
  type PatientRow,
} from './patients.mapper.ts';
import type { PatientUpload, UploadedFile } from './patient-upload.ts';
import type { VersionedCache } from '../db/versioned-cache.ts';
import {
  createPatientsRepository,
  readProfile,
  type PatientsRepository,
  type PatientTotals,
} from './patients.repository.ts';
import type { Clock } from '../clock.ts';

export interface PatientsServiceDependencies {
  db: Database;
  storage: FileStorage;
  downloadLinks: DownloadLinks;
  /** A list's totals (a count of every match), kept while the patients table is unchanged. */
  totalsCache: VersionedCache<PatientTotals>;
  clock: Clock;
}

const PATIENT_IN_LOCATION = ['body', 'patient_in'];
/** A search with at most this many matches reads them all and sorts them (patients.repository's page). */
const FEW_MATCHES = 1000;

function parsePatientIn<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationFailure(zodIssuesToValidationIssues(parsed.error, PATIENT_IN_LOCATION));
  return parsed.data;
}

export function createPatientsService({ db, storage, downloadLinks, totalsCache, clock }: PatientsServiceDependencies) {
  const repository = createPatientsRepository(db);

  async function existing(repo: PatientsRepository, id: number, lock = false): Promise<PatientRow> {
    const row = await repo.find(id, lock);
    if (!row) throw notFound(PATIENT_MESSAGES.notFound);
    return row;
  }

  /** The uploaded files stored under new keys around `work`'s transaction (see storage/stored-files.ts). */
  function withStoredFiles<Result>(
    files: UploadedFile[],
    work: (tx: Queryable, stored: { file: UploadedFile; key: string }[]) => Promise<Result>,
  ): Promise<Result> {
    return storeFilesAround(
      db,
      storage,
      files.map((file) => file.bytes),
      (tx, keys) =>
        work(
          tx,
          files.map((file, index) => ({ file, key: keys[index]! })),
        ),
    );
  }

  async function addAttachments(
    tx: Queryable,
    actor: Actor,
    patientId: number,
    stored: { file: UploadedFile; key: string }[],
  ): Promise<void> {
    const repo = createPatientsRepository(tx);
    for (const { file, key } of stored) {
      const row = await repo.insertAttachment({
        patientId,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.length,
        storageKey: key,
        uploadedByUserId: actor.id,
      });
      await recordAudit(tx, {
        actor,
        entity: 'attachment',
        entityId: row.id,
        action: 'upload',
        patientId,
        changes: { file_name: file.fileName, size: row.size, content_type: file.contentType },
      });
    }
  }

  async function load(repo: PatientsRepository, row: PatientRow): Promise<Patient> {
    return toPatient(row, await repo.attachments(row.id));
  }

  return {
    async list(query: PatientListQuery): Promise<PatientListResponse> {
      const filters = {
        firstName: qualifyingNameSearch(query.first_name_search),
        lastName: qualifyingNameSearch(query.last_name_search),
        phone: qualifyingPhoneSearch(query.phone_search),
      };
      const key = JSON.stringify(filters);
      const counted = () => totalsCache.load(key, () => repository.totals(filters));
      // The totals counted last tell the page query whether the matches are few (only its plan
      // depends on that); the page's rows carry the version they were read at, and totals kept at
      // that version are the answer's, so a list asked again is one statement.
      const guide = totalsCache.latest(key) ?? (await counted());
      const items = await repository.page({
        filters,
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
        fewMatches: guide.total <= FEW_MATCHES,
      });
      const totals = (items[0] && totalsCache.keptAt(key, items[0].totalsVersion)) ?? (await counted());
      return {
        items: items.map(toPatientSummary),
        total: totals.total,
        totalPages: totalPages(totals.total, query.page_size),
        genderStats: { male: totals.male, female: totals.female },
      };
    },

    /** The patient's name alone, for other screens' titles; not recorded as a profile view. */
    async name(id: number): Promise<PatientName> {
      const row = await existing(repository, id);
      return { id: row.id, first_name: row.firstName, middle_name: row.middleName ?? '', last_name: row.lastName };
    },

    /** The alert line of the procedure screens; like the name, not recorded as a profile view. */
    async clinicalAlerts(id: number): Promise<ClinicalAlerts> {
      const row = await existing(repository, id);
      return clinicalAlertsOf({
        medical_history: row.medicalHistory as AlertingAnswers['medical_history'],
        allergies_specific: row.allergiesSpecific as AlertingAnswers['allergies_specific'],
        female_specific: row.femaleSpecific as AlertingAnswers['female_specific'],
      });
    },

    async get(actor: Actor, id: number): Promise<Patient> {
      const profile = await readProfile(db, id);
      if (!profile) throw notFound(PATIENT_MESSAGES.notFound);
      // Recorded before the answer leaves: a view answered is a view in the access history.
      await recordAccess(db, { actor, entity: 'patient', entityId: id, action: 'view', patientId: id });
      return toPatient(profile.patient, profile.attachments);
    },

    async create(actor: Actor, upload: PatientUpload): Promise<Patient> {
      if (!can(actor.role, 'patient.create') && !can(actor.role, 'patient.selfRegister')) throw forbidden();
      const input = withPregnancyRule(parsePatientIn(createPatientInputSchema, upload.patientIn));
      const createdByRole = creatorRole(actor.role);
      return withStoredFiles(upload.files, async (tx, stored) => {
        const repo = createPatientsRepository(tx);
        const row = await repo.insert({
          ...toPatientValues(input),
          firstName: input.first_name,
          lastName: input.last_name,
          sex: input.sex,
          dateOfBirth: input.date_of_birth,
          createdByRole,
          createdByUserId: actor.id,
        });
        await recordAudit(tx, {
          actor,
          entity: 'patient',
          entityId: row.id,
          action: 'create',
          patientId: row.id,
          changes: { created_by_role: createdByRole },
        });
        await addAttachments(tx, actor, row.id, stored);
        return load(repo, row);
      });
    },

    async update(actor: Actor, id: number, upload: PatientUpload): Promise<Patient> {
      if (upload.files.length > 0 && !can(actor.role, 'attachment.upload')) throw forbidden();
      const sent: UpdatePatientInput = parsePatientIn(updatePatientInputSchema, upload.patientIn ?? {});
      await existing(repository, id);
      return withStoredFiles(upload.files, async (tx, stored) => {
        const repo = createPatientsRepository(tx);
        const before = await existing(repo, id, true);
        const input = withPregnancyRule(sent, sent.sex ?? before.sex);
        assertSignedConsultationsKept(before.consultationSignatures, input);
        const attachmentCount = (await repo.attachments(id)).length;
        if (attachmentCount + stored.length > MAX_ATTACHMENTS) throw unprocessable(FILE_MESSAGES.tooManyOnEdit);
        const changes = changedFields(canonical(toPatientFields(before)), canonical(input));
        let row = before;
        if (Object.keys(changes).length > 0 || stored.length > 0) {
          row = await repo.update(id, toPatientValues(input), clock());
        }
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, { actor, entity: 'patient', entityId: id, action: 'update', patientId: id, changes });
        }
        await addAttachments(tx, actor, id, stored);
        return load(repo, row);
      });
    },

    async history(id: number): Promise<PatientHistoryEntry[]> {
      await existing(repository, id);
      const rows = await repository.history(id);
      return rows.map((row) => ({
        id: row.id,
        action: row.action,
        entity: row.entity,
        entity_id: row.entityId,
        user_name: row.actorName,
        role: row.actorRole,
        created_at: row.createdAt.toISOString(),
        changes: (row.changes as Record<string, unknown> | null) ?? null,
      }));
    },

    /** A signed token for the attachment's download route, recorded as a download. */
    async downloadToken(actor: Actor, patientId: number, attachmentId: number): Promise<string> {
      await existing(repository, patientId);
      const attachment = await repository.findAttachment(patientId, attachmentId);
      if (!attachment) throw notFound(PATIENT_MESSAGES.attachmentNotFound);
      await recordAudit(db, {
        actor,
        entity: 'attachment',
        entityId: attachmentId,
        action: 'download',
        patientId,
        changes: { file_name: attachment.fileName },
      });
      return downloadLinks.sign({ patientId, recordId: attachmentId });
    },

    /** The file behind a signed link; the link is checked against the attachment's patient. */
    async openDownload(token: string) {
      const grant = downloadLinks.verify(token);
      if (!grant) throw notFound(PATIENT_MESSAGES.downloadLinkInvalid);
      const attachment = await repository.findAttachment(grant.patientId, grant.recordId);
      if (!attachment) throw notFound(PATIENT_MESSAGES.attachmentNotFound);
      return { attachment, stream: storage.stream(attachment.storageKey) };
    },

    async deleteAttachment(actor: Actor, patientId: number, attachmentId: number): Promise<void> {
      const storageKey = await db.transaction(async (tx) => {
        const repo = createPatientsRepository(tx);
        await existing(repo, patientId, true);
        const attachment = await repo.findAttachment(patientId, attachmentId);
        if (!attachment) throw notFound(PATIENT_MESSAGES.attachmentNotFound);
        await repo.deleteAttachment(attachmentId);
        await recordDeletion(tx, actor, 'attachment', attachmentId, {
          patientId,
          changes: { file_name: attachment.fileName },
        });
        return attachment.storageKey;
      });
      await removeAll(storage, [storageKey]);
    },
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
