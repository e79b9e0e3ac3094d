import {
  REMINDER_MESSAGES,
  type Capability,
  appointmentAnswerInputSchema,
  appointmentAnswerSchema,
  appointmentAnswerTokenParams,
  reminderLogSchema,
  smsInboundResponseSchema,
  smsInboundSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponsesFor, idParams, routeOptionsFor } from '../http/route-schemas.ts';
import { currentUser } from '../http/auth-guard.ts';
import { unauthorized } from '../http/app-error.ts';
import type { RemindersService } from './reminders.service.ts';

const tags = ['reminders'];
const route = routeOptionsFor('reminders');
/** The routes about a procedure's reminders answer with its reminder log. */
const reminderLogRoute = (capability: Capability) =>
  route({ capability }, { params: idParams, reply: reminderLogSchema });

export const remindersRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (app, { reminders }) => {
  app.get('/procedures/:id/reminders', reminderLogRoute('procedure.read'), (request) =>
    reminders.log(request.params.id),
  );

  app.post('/procedures/:id/reminders', reminderLogRoute('reminder.send'), (request) =>
    reminders.sendNow(currentUser(request), request.params.id),
  );

  app.post('/procedures/:id/reminders/replies/read', reminderLogRoute('procedure.read'), (request) =>
    reminders.markRepliesRead(request.params.id),
  );

  app.get(
    '/appointment-answers/:token',
    {
      config: { public: true },
      schema: {
        tags,
        params: appointmentAnswerTokenParams,
        response: { 200: appointmentAnswerSchema, ...errorResponsesFor(404, 422, 429) },
      },
    },
    (request) => reminders.readAnswer(request.params.token, request.ip),
  );

  app.post(
    '/appointment-answers/:token',
    {
      config: { public: true },
      schema: {
        tags,
        params: appointmentAnswerTokenParams,
        body: appointmentAnswerInputSchema,
        response: { 200: appointmentAnswerSchema, ...errorResponsesFor(404, 409, 422, 429) },
      },
    },
    (request) => reminders.answer(request.params.token, request.body, request.ip),
  );

  app.post(
    '/sms/inbound',
    {
      // The gateway's shared secret is the permission, not a session.
      config: { public: true },
      schema: {
        tags,
        body: smsInboundSchema,
        response: { 200: smsInboundResponseSchema, ...errorResponsesFor(401, 422, 429) },
      },
    },
    async (request) => {
      const header = request.headers['x-sms-secret'];
      const secret = (typeof header === 'string' ? header : undefined) ?? request.body.secret;
      if (!reminders.inboundAllowed(secret)) throw unauthorized(REMINDER_MESSAGES.badInboundSecret);
      return { action: await reminders.receiveSms(request.body) };
    },
  );
};
