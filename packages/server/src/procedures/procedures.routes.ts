import {
  PROCEDURE_MESSAGES,
  attendanceInputSchema,
  type Capability,
  createProcedureInputSchema,
  messageResponseSchema,
  procedureDashboardStatsSchema,
  procedureFiltersSchema,
  procedureListQuerySchema,
  procedureListResponseSchema,
  procedureSchema,
  procedureStatusQuerySchema,
  reopenProcedureInputSchema,
  rescheduleInputSchema,
  updateProcedureInputSchema,
  procedureListSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, messageWhenDone, patientIdParams, routeOptionsFor } from '../http/route-schemas.ts';
import { currentUser } from '../http/auth-guard.ts';
import { sendJson } from '../http/send-json.ts';
import type { ProceduresService } from './procedures.service.ts';
import { refuseClinicalContentOfFrontDesk } from './clinical-content-guard.ts';

const read = { capability: 'procedure.read' } as const;
const write = { capability: 'procedure.write' } as const;
/** Booking, editing and moving: the front desk too, without clinical fields. */
const book = { capability: 'schedule.book' } as const;
const route = routeOptionsFor('procedures');
/** On every route the front desk writes a procedure through. */
const withoutFrontDeskClinicalContent = { preValidation: refuseClinicalContentOfFrontDesk };
/** A change to the procedure in the path, given in a body or a query; the answer is the procedure as it now is. */
const procedureChange = <const Change extends { body: z.ZodType } | { querystring: z.ZodType }>(
  access: { capability: Capability },
  change: Change,
) => route(access, { params: idParams, ...change, reply: procedureSchema });

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
    route(read, { params: patientIdParams, reply: procedureListSchema }),
    async (request, reply) => sendJson(reply, await procedures.patientProceduresJson(request.params.patientId)),
  );

  app.get('/procedures/:id', route(read, { params: idParams, reply: procedureSchema }), (request) =>
    procedures.get(request.params.id),
  );

  app.post(
    '/procedures/',
    {
      ...route(book, { body: createProcedureInputSchema, reply: procedureSchema }),
      ...withoutFrontDeskClinicalContent,
    },
    (request) => procedures.create(currentUser(request), request.body),
  );

  app.put(
    '/procedures/:id',
    { ...procedureChange(book, { body: updateProcedureInputSchema }), ...withoutFrontDeskClinicalContent },
    (request) => procedures.update(currentUser(request), request.params.id, request.body),
  );

  app.patch('/procedures/:id/status', procedureChange(write, { querystring: procedureStatusQuerySchema }), (request) =>
    procedures.setStatus(currentUser(request), request.params.id, request.query.status),
  );

  app.post(
    '/procedures/:id/reopen',
    procedureChange({ capability: 'procedure.reopen' }, { body: reopenProcedureInputSchema }),
    (request) => procedures.reopen(currentUser(request), request.params.id, request.body),
  );

  app.patch(
    '/procedures/:id/schedule',
    { ...procedureChange(book, { body: rescheduleInputSchema }), ...withoutFrontDeskClinicalContent },
    (request) => procedures.reschedule(currentUser(request), request.params.id, request.body),
  );

  app.patch('/procedures/:id/attendance', procedureChange(book, { body: attendanceInputSchema }), (request) =>
    procedures.setAttendance(currentUser(request), request.params.id, request.body.attendance),
  );

  app.delete(
    '/procedures/:id',
    route({ capability: 'procedure.delete' }, { params: idParams, reply: messageResponseSchema }),
    (request) =>
      messageWhenDone(procedures.remove(currentUser(request), request.params.id), PROCEDURE_MESSAGES.deleted),
  );
};
