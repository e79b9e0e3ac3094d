import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@clinic/contracts';
import { AppError } from '../http/app-error.ts';
import type { MetricsAccess } from './metrics-access.ts';
import type { Metrics } from './metrics.ts';

export interface MetricsRoutesOptions {
  metrics: Metrics;
  access: (request: FastifyRequest) => MetricsAccess;
}

/** `GET /metrics` in Prometheus' text format, for the clinic's monitor alone (see metrics-access.ts). */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, { metrics, access }) => {
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      // A scrape every few seconds would bury the requests people read the log for.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const allowed = access(request);
      if (allowed === 'hidden') return reply.callNotFound();
      if (allowed === 'unauthenticated') {
        throw new AppError(401, AUTH_MESSAGES.notAuthenticated, { 'www-authenticate': 'Bearer' });
      }
      const text = await metrics.scrape();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
};
