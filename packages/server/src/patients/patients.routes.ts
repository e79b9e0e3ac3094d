import multipart from '@fastify/multipart';
import {
  PATIENT_MESSAGES,
  can,
  type Capability,
  archivedPatientListResponseSchema,
  attachmentParamsSchema,
  attachmentUrlResponseSchema,
  mergePatientInputSchema,
  messageResponseSchema,
  possibleDuplicatesResponseSchema,
  patientAccessResponseSchema,
  patientChangesResponseSchema,
  patientHistoryResponseSchema,
  patientIdParamsSchema,
  patientListQuerySchema,
  patientListResponseSchema,
  patientNameSchema,
  clinicalAlertsSchema,
  patientSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ArchiveService } from '../archive/archive.service.ts';
import { currentUser } from '../http/auth-guard.ts';
import { messageWhenDone, routeOptionsFor, uploadErrorResponses } from '../http/route-schemas.ts';
import { sendPrivateFile, signedFileRoute } from '../http/signed-file.ts';
import { MULTIPART_LIMITS, patientUploadFormSchema, readPatientUpload, withoutBidiControls } from './patient-upload.ts';
import type { PatientsService } from './patients.service.ts';
import type { PatientHistoryService } from './patient-history.service.ts';
import type { PatientDuplicatesService } from './patient-duplicates.service.ts';
import type { PatientMergeService } from './patient-merge.service.ts';

export interface PatientsRoutesOptions {
  patients: PatientsService;
  archive: ArchiveService;
  history: PatientHistoryService;
  duplicates: PatientDuplicatesService;
  merge: PatientMergeService;
}

const route = routeOptionsFor('patients', uploadErrorResponses);
const read = { capability: 'patient.read' } as const;
/** Archiving, undoing it and restoring: the patient in the path, answered with a message. */
const archiving = (capability: Capability) =>
  route({ capability }, { params: patientIdParamsSchema, reply: messageResponseSchema });
/** A read of the patient in the path, answered with `reply`. */
const readOfPatient = <Reply extends z.ZodType>(reply: Reply) => route(read, { params: patientIdParamsSchema, reply });

export const patientsRoutes: FastifyPluginAsyncZod<PatientsRoutesOptions> = async (
  app,
  { patients, archive, history, duplicates, merge },
) => {
  // preservePath: a client's path stays visible so a name like ../x.pdf is refused, not quietly cut.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false, preservePath: true });

  app.get(
    '/patients/',
    route(read, { querystring: patientListQuerySchema, reply: patientListResponseSchema }),
    (request) => patients.list(request.query),
  );

  // Staff who create patients and KIOSK accounts (self-registration); the role is checked before the body is read.
  app.post(
    '/patients/',
    route(
      { capability: ['patient.create', 'patient.selfRegister'] },
      { form: patientUploadFormSchema, reply: patientSchema },
    ),
    async (request) =>
      patients.create(currentUser(request), await readPatientUpload(request, 'create', { mayAttach: true })),
  );

  app.get(
    '/patients/archived',
    route({ capability: 'patient.restore' }, { reply: archivedPatientListResponseSchema }),
    async () => ({ items: await archive.list() }),
  );

  app.post('/patients/archived/:id/restore', archiving('patient.restore'), (request) =>
    messageWhenDone(archive.restore(currentUser(request), request.params.id), PATIENT_MESSAGES.restoredDone),
  );

  app.post('/patients/archived/:id/undo', archiving('patient.archive'), (request) =>
    messageWhenDone(archive.undo(currentUser(request), request.params.id), PATIENT_MESSAGES.restoredDone),
  );

  app.get('/patients/:id', readOfPatient(patientSchema), (request) =>
    patients.get(currentUser(request), request.params.id),
  );

  app.get('/patients/:id/name', readOfPatient(patientNameSchema), (request) => patients.name(request.params.id));

  app.get('/patients/:id/clinical-alerts', readOfPatient(clinicalAlertsSchema), (request) =>
    patients.clinicalAlerts(request.params.id),
  );

  app.get('/patients/:id/possible-duplicates', readOfPatient(possibleDuplicatesResponseSchema), (request) =>
    duplicates.list(request.params.id),
  );

  app.post(
    '/patients/:id/merge',
    route(
      { capability: 'patient.merge' },
      { params: patientIdParamsSchema, body: mergePatientInputSchema, reply: messageResponseSchema },
    ),
    (request) =>
      messageWhenDone(
        merge.merge(currentUser(request), request.params.id, request.body.into_patient_id),
        PATIENT_MESSAGES.mergedDone,
      ),
  );

  app.put(
    '/patients/:id',
    route(
      { capability: 'patient.update' },
      { form: patientUploadFormSchema, params: patientIdParamsSchema, reply: patientSchema },
    ),
    async (request) => {
      const caller = currentUser(request);
      const upload = await readPatientUpload(request, 'edit', { mayAttach: can(caller.role, 'attachment.upload') });
      return patients.update(caller, request.params.id, upload);
    },
  );

  app.delete('/patients/:id', archiving('patient.archive'), (request) =>
    messageWhenDone(archive.archive(currentUser(request), request.params.id), PATIENT_MESSAGES.archivedDone),
  );

  app.get('/patients/:id/history', readOfPatient(patientHistoryResponseSchema), (request) =>
    patients.history(request.params.id),
  );

  // The profile's history: changes field by field, and reads grouped per user and clinic day.
  app.get('/patients/:id/history/changes', readOfPatient(patientChangesResponseSchema), (request) =>
    history.changes(request.params.id),
  );

  app.get('/patients/:id/history/access', readOfPatient(patientAccessResponseSchema), (request) =>
    history.access(request.params.id),
  );

  app.get(
    '/patients/:id/attachments/:attachmentId',
    route(
      { capability: 'attachment.download' },
      { params: attachmentParamsSchema, reply: attachmentUrlResponseSchema },
    ),
    async (request) => {
      const token = await patients.downloadToken(currentUser(request), request.params.id, request.params.attachmentId);
      return { url: `${app.prefix}/files/${token}` };
    },
  );

  app.delete(
    '/patients/:id/attachments/:attachmentId',
    route({ capability: 'attachment.delete' }, { params: attachmentParamsSchema, reply: messageResponseSchema }),
    (request) =>
      messageWhenDone(
        patients.deleteAttachment(currentUser(request), request.params.id, request.params.attachmentId),
        PATIENT_MESSAGES.attachmentDeleted,
      ),
  );

  app.get('/files/:token', signedFileRoute('patients'), async (request, reply) => {
    const { attachment, stream } = await patients.openDownload(request.params.token);
    return sendPrivateFile(reply, {
      contentType: attachment.contentType,
      contentDisposition: contentDisposition(attachment.fileName),
      stream,
    });
  });
};

/** The original name, ASCII-safe for old clients and exact (RFC 5987) for the rest. */
function contentDisposition(storedName: string): string {
  const fileName = withoutBidiControls(storedName);
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
