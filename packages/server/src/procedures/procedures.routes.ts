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
import { idParams, patientIdParams, routeOptionsFor } from '../http/route-schemas.ts';
import { currentUser } from '../http/auth-guard.ts';
import type { ProceduresService } from './procedures.service.ts';

const read = { capability: 'procedure.read' } as const;
const write = { capability: 'procedure.write' } as const;
const scheduleWrite = { capability: 'schedule.write' } as const;
const route = routeOptionsFor('procedures');

export const proceduresRoutes: FastifyPluginAsyncZod<{ procedures: ProceduresService }> = async (
  app,
  { procedures },
) => {
  app.get(
    '/procedures/',
    route(read, { querystring: procedureListQuerySchema, reply: procedureListResponseSchema }),
    (request) => procedures.list(request.query),
  );

  app.get(
    '/procedures/dashboard/stats',
    route(read, { querystring: procedureFiltersSchema, reply: procedureDashboardStatsSchema }),
    (request) => procedures.dashboardStats(request.query),
  );

  app.get(
    '/procedures/patient/:patientId',
    route(read, { params: patientIdParams, reply: z.array(procedureSchema) }),
    (request) => procedures.listOfPatient(request.params.patientId),
  );

  app.get('/procedures/:id', route(read, { params: idParams, reply: procedureSchema }), (request) =>
    procedures.get(request.params.id),
  );

  app.post('/procedures/', route(write, { body: createProcedureInputSchema, reply: procedureSchema }), (request) =>
    procedures.create(currentUser(request), request.body),
  );

  app.put(
    '/procedures/:id',
    route(write, { params: idParams, body: updateProcedureInputSchema, reply: procedureSchema }),
    (request) => procedures.update(currentUser(request), request.params.id, request.body),
  );

  app.patch(
    '/procedures/:id/status',
    route(write, { params: idParams, querystring: procedureStatusQuerySchema, reply: procedureSchema }),
    (request) => procedures.setStatus(currentUser(request), request.params.id, request.query.status),
  );

  app.patch(
    '/procedures/:id/schedule',
    route(scheduleWrite, { params: idParams, body: rescheduleInputSchema, reply: procedureSchema }),
    (request) => procedures.reschedule(currentUser(request), request.params.id, request.body),
  );

  app.patch(
    '/procedures/:id/attendance',
    route(scheduleWrite, { params: idParams, body: attendanceInputSchema, reply: procedureSchema }),
    (request) => procedures.setAttendance(currentUser(request), request.params.id, request.body.attendance),
  );

  app.delete(
    '/procedures/:id',
    route({ capability: 'procedure.delete' }, { params: idParams, reply: messageResponseSchema }),
    async (request) => {
      await procedures.remove(currentUser(request), request.params.id);
      return { message: 'Procedure deleted successfully' };
    },
  );
};
