import {
  monthRatesQuerySchema,
  monthRatesSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../http/send-json.ts';
import { routeOptionsFor } from '../http/route-schemas.ts';
import type { ScheduleService } from './schedule.service.ts';

const read = { capability: 'schedule.read' } as const;
const route = routeOptionsFor('schedule');

export const scheduleRoutes: FastifyPluginAsyncZod<{ schedule: ScheduleService }> = async (app, { schedule }) => {
  app.get(
    '/schedule',
    route(read, { querystring: scheduleQuerySchema, reply: scheduleResponseSchema }),
    async (request, reply) => sendJson(reply, await schedule.scheduleJson(request.query)),
  );

  app.get(
    '/schedule/month-rates',
    route(read, { querystring: monthRatesQuerySchema, reply: monthRatesSchema }),
    (request) => schedule.monthRates(request.query.month),
  );
};
