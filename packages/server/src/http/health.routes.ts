import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@clinic/contracts';
import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { OperationsState } from '../monitoring/operations-state.ts';
import { PORTAL_VERSION } from '../version.ts';

export interface HealthRoutesOptions {
  database: DatabaseHandle;
  operations: OperationsState;
  clock: Clock;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, operations, clock },
) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
      // Monitors and load balancers call this many times a second, and its answer is made here of
      // known values: the schema documents it, re-checking each answer against it would not.
      serializerCompiler: () => (answer) => JSON.stringify(answer),
      // Far below the compression threshold.
      compress: false,
      // Two log lines per check would bury the requests people read the log for.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const base = { database: database.driver, version: PORTAL_VERSION };
      try {
        await database.ping();
        const state = await operations.read(clock());
        return {
          status: 'ok' as const,
          ...base,
          database_state: 'ok' as const,
          newest_backup_age_seconds: state.newestBackupAgeSeconds,
          oldest_due_job_age_seconds: state.oldestDueJobAgeSeconds,
        };
      } catch (error) {
        request.log.warn({ err: error }, 'The database did not answer the health check');
        return reply.status(503).send({
          status: 'unavailable',
          ...base,
          database_state: 'unavailable',
          newest_backup_age_seconds: null,
          oldest_due_job_age_seconds: null,
        });
      }
    },
  );
};
