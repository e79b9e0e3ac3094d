import multipart from '@fastify/multipart';
import {
  can,
  archivedPatientListResponseSchema,
  attachmentParamsSchema,
  attachmentUrlResponseSchema,
  messageResponseSchema,
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
import { z } from 'zod';
import type { ArchiveService } from '../archive/archive.service.ts';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponsesFor } from '../http/route-schemas.ts';
import { MULTIPART_LIMITS, readPatientUpload, withoutBidiControls } from './patient-upload.ts';
import type { PatientsService } from './patients.service.ts';
import type { PatientHistoryService } from './patient-history.service.ts';

export interface PatientsRoutesOptions {
  patients: PatientsService;
  archive: ArchiveService;
  history: PatientHistoryService;
}

const errors = errorResponsesFor(400, 401, 403, 404, 409, 413, 415, 422);
const tags = ['patients'];
/** multipart/form-data: `patient_in` (JSON text) and repeated `files`. */
const multipartDescription = 'multipart/form-data with the field patient_in (JSON text) and repeated files';

export const patientsRoutes: FastifyPluginAsyncZod<PatientsRoutesOptions> = async (
  app,
  { patients, archive, history },
) => {
  // preservePath: a client's path stays visible so a name like ../x.pdf is refused, not quietly cut.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false, preservePath: true });

  app.get(
    '/patients/',
    {
      config: { capability: 'patient.read' },
      schema: { tags, querystring: patientListQuerySchema, response: { 200: patientListResponseSchema, ...errors } },
    },
    (request) => patients.list(request.query),
  );

  // Staff who create patients and KIOSK accounts (self-registration); the role is checked before the body is read.
  app.post(
    '/patients/',
    {
      config: { capability: ['patient.create', 'patient.selfRegister'] },
      schema: { tags, description: multipartDescription, response: { 200: patientSchema, ...errors } },
    },
    async (request) =>
      patients.create(currentUser(request), await readPatientUpload(request, 'create', { mayAttach: true })),
  );

  app.get(
    '/patients/archived',
    {
      config: { capability: 'patient.restore' },
      schema: { tags, response: { 200: archivedPatientListResponseSchema, ...errors } },
    },
    async () => ({ items: await archive.list() }),
  );

  app.post(
    '/patients/archived/:id/restore',
    {
      config: { capability: 'patient.restore' },
      schema: { tags, params: patientIdParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await archive.restore(currentUser(request), request.params.id);
      return { message: 'Patient restored successfully' };
    },
  );

  app.post(
    '/patients/archived/:id/undo',
    {
      config: { capability: 'patient.archive' },
      schema: { tags, params: patientIdParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await archive.undo(currentUser(request), request.params.id);
      return { message: 'Patient restored successfully' };
    },
  );

  app.get(
    '/patients/:id',
    {
      config: { capability: 'patient.read' },
      schema: { tags, params: patientIdParamsSchema, response: { 200: patientSchema, ...errors } },
    },
    (request) => patients.get(currentUser(request), request.params.id),
  );

  app.get(
    '/patients/:id/name',
    {
      config: { capability: 'patient.read' },
      schema: { tags, params: patientIdParamsSchema, response: { 200: patientNameSchema, ...errors } },
    },
    (request) => patients.name(request.params.id),
  );

  app.get(
    '/patients/:id/clinical-alerts',
    {
      config: { capability: 'patient.read' },
      schema: { tags, params: patientIdParamsSchema, response: { 200: clinicalAlertsSchema, ...errors } },
    },
    (request) => patients.clinicalAlerts(request.params.id),
  );

  app.put(
    '/patients/:id',
    {
      config: { capability: 'patient.update' },
      schema: {
        tags,
        description: multipartDescription,
        params: patientIdParamsSchema,
        response: { 200: patientSchema, ...errors },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const upload = await readPatientUpload(request, 'edit', { mayAttach: can(caller.role, 'attachment.upload') });
      return patients.update(caller, request.params.id, upload);
    },
  );

  app.delete(
    '/patients/:id',
    {
      config: { capability: 'patient.archive' },
      schema: { tags, params: patientIdParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await archive.archive(currentUser(request), request.params.id);
      return { message: 'Patient archived successfully' };
    },
  );

  app.get(
    '/patients/:id/history',
    {
      config: { capability: 'patient.read' },
      schema: { tags, params: patientIdParamsSchema, response: { 200: patientHistoryResponseSchema, ...errors } },
    },
    (request) => patients.history(request.params.id),
  );

  // The profile's history: changes field by field, and reads grouped per user and clinic day.
  app.get(
    '/patients/:id/history/changes',
    {
      config: { capability: 'patient.read' },
      schema: { tags, params: patientIdParamsSchema, response: { 200: patientChangesResponseSchema, ...errors } },
    },
    (request) => history.changes(request.params.id),
  );

  app.get(
    '/patients/:id/history/access',
    {
      config: { capability: 'patient.read' },
      schema: { tags, params: patientIdParamsSchema, response: { 200: patientAccessResponseSchema, ...errors } },
    },
    (request) => history.access(request.params.id),
  );

  app.get(
    '/patients/:id/attachments/:attachmentId',
    {
      config: { capability: 'attachment.download' },
      schema: { tags, params: attachmentParamsSchema, response: { 200: attachmentUrlResponseSchema, ...errors } },
    },
    async (request) => {
      const token = await patients.downloadToken(currentUser(request), request.params.id, request.params.attachmentId);
      return { url: `${app.prefix}/files/${token}` };
    },
  );

  app.delete(
    '/patients/:id/attachments/:attachmentId',
    {
      config: { capability: 'attachment.delete' },
      schema: { tags, params: attachmentParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await patients.deleteAttachment(currentUser(request), request.params.id, request.params.attachmentId);
      return { message: 'Attachment deleted successfully' };
    },
  );

  // Opened in a new tab, so it carries no bearer token: the signed, short-lived token is the permission.
  // Files go out as stored: most are images and PDFs, compressed already.
  app.get(
    '/files/:token',
    { compress: false, config: { public: true }, schema: { tags, params: z.object({ token: z.string().max(200) }) } },
    async (request, reply) => {
      const { attachment, stream } = await patients.openDownload(request.params.token);
      return reply
        .type(attachment.contentType)
        .header('Content-Disposition', contentDisposition(attachment.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};

/** The original name, ASCII-safe for old clients and exact (RFC 5987) for the rest. */
function contentDisposition(storedName: string): string {
  const fileName = withoutBidiControls(storedName);
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
