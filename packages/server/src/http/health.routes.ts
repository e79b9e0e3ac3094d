import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
      // Monitors and load balancers call this many times a second, and its answer is made here of
      // two known values: the schema documents it, re-checking each answer against it would not.
      serializerCompiler: () => (answer) => JSON.stringify(answer),
      // Far below the compression threshold.
      compress: false,
      // Two log lines per check would bury the requests people read the log for.
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: database.driver };
      } catch (error) {
        request.log.warn({ err: error }, 'The database did not answer the health check');
        return reply.status(503).send({ status: 'unavailable', database: database.driver });
      }
    },
  );
};
