import {
  attendanceInputSchema,
  createProcedureInputSchema,
  messageResponseSchema,
  procedureDashboardStatsSchema,
  procedureFiltersSchema,
  procedureListQuerySchema,
  procedureListResponseSchema,
  procedureSchema,
  procedureStatusQuerySchema,
  rescheduleInputSchema,
  updateProcedureInputSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams, patientIdParams } from '../http/route-schemas.ts';
import { currentUser } from '../http/auth-guard.ts';
import type { ProceduresService } from './procedures.service.ts';

const read = { capability: 'procedure.read' } as const;
const write = { capability: 'procedure.write' } as const;
const scheduleWrite = { capability: 'schedule.write' } as const;
const tags = ['procedures'];

export const proceduresRoutes: FastifyPluginAsyncZod<{ procedures: ProceduresService }> = async (
  app,
  { procedures },
) => {
  app.get(
    '/procedures/',
    {
      config: read,
      schema: {
        tags,
        querystring: procedureListQuerySchema,
        response: { 200: procedureListResponseSchema, ...errorResponses },
      },
    },
    (request) => procedures.list(request.query),
  );

  app.get(
    '/procedures/dashboard/stats',
    {
      config: read,
      schema: {
        tags,
        querystring: procedureFiltersSchema,
        response: { 200: procedureDashboardStatsSchema, ...errorResponses },
      },
    },
    (request) => procedures.dashboardStats(request.query),
  );

  app.get(
    '/procedures/patient/:patientId',
    {
      config: read,
      schema: { tags, params: patientIdParams, response: { 200: z.array(procedureSchema), ...errorResponses } },
    },
    (request) => procedures.listOfPatient(request.params.patientId),
  );

  app.get(
    '/procedures/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: procedureSchema, ...errorResponses } } },
    (request) => procedures.get(request.params.id),
  );

  app.post(
    '/procedures/',
    {
      config: write,
      schema: { tags, body: createProcedureInputSchema, response: { 200: procedureSchema, ...errorResponses } },
    },
    (request) => procedures.create(currentUser(request), request.body),
  );

  app.put(
    '/procedures/:id',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: updateProcedureInputSchema,
        response: { 200: procedureSchema, ...errorResponses },
      },
    },
    (request) => procedures.update(currentUser(request), request.params.id, request.body),
  );

  app.patch(
    '/procedures/:id/status',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        querystring: procedureStatusQuerySchema,
        response: { 200: procedureSchema, ...errorResponses },
      },
    },
    (request) => procedures.setStatus(currentUser(request), request.params.id, request.query.status),
  );

  app.patch(
    '/procedures/:id/schedule',
    {
      config: scheduleWrite,
      schema: {
        tags,
        params: idParams,
        body: rescheduleInputSchema,
        response: { 200: procedureSchema, ...errorResponses },
      },
    },
    (request) => procedures.reschedule(currentUser(request), request.params.id, request.body),
  );

  app.patch(
    '/procedures/:id/attendance',
    {
      config: scheduleWrite,
      schema: {
        tags,
        params: idParams,
        body: attendanceInputSchema,
        response: { 200: procedureSchema, ...errorResponses },
      },
    },
    (request) => procedures.setAttendance(currentUser(request), request.params.id, request.body.attendance),
  );

  app.delete(
    '/procedures/:id',
    {
      config: { capability: 'procedure.delete' },
      schema: { tags, params: idParams, response: { 200: messageResponseSchema, ...errorResponses } },
    },
    async (request) => {
      await procedures.remove(currentUser(request), request.params.id);
      return { message: 'Procedure deleted successfully' };
    },
  );
};
