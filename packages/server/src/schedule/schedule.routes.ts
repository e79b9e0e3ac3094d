import {
  monthRatesQuerySchema,
  monthRatesSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../http/send-json.ts';
import { errorResponses } from '../http/route-schemas.ts';
import type { ScheduleService } from './schedule.service.ts';

const read = { capability: 'schedule.read' } as const;
const tags = ['schedule'];

export const scheduleRoutes: FastifyPluginAsyncZod<{ schedule: ScheduleService }> = async (app, { schedule }) => {
  app.get(
    '/schedule',
    {
      config: read,
      schema: { tags, querystring: scheduleQuerySchema, response: { 200: scheduleResponseSchema, ...errorResponses } },
    },
    async (request, reply) => sendJson(reply, await schedule.scheduleJson(request.query)),
  );

  app.get(
    '/schedule/month-rates',
    {
      config: read,
      schema: { tags, querystring: monthRatesQuerySchema, response: { 200: monthRatesSchema, ...errorResponses } },
    },
    (request) => schedule.monthRates(request.query.month),
  );
};
