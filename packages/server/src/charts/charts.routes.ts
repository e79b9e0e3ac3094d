import {
  chartChecklistSchema,
  incompleteChartsQuerySchema,
  incompleteChartsReportSchema,
  staleNoteDraftsSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { idParams, routeOptionsFor } from '../http/route-schemas.ts';
import type { ChartsService } from './charts.service.ts';

const route = routeOptionsFor('charts');

export const chartsRoutes: FastifyPluginAsyncZod<{ charts: ChartsService }> = async (app, { charts }) => {
  // Whoever reads the procedure sees what its chart misses: the front desk checks out with it.
  app.get(
    '/procedures/:id/chart-checklist',
    route({ capability: 'procedure.read' }, { params: idParams, reply: chartChecklistSchema }),
    (request) => charts.checklist(request.params.id),
  );

  app.get(
    '/reports/incomplete-charts',
    route(
      { capability: 'chart.report' },
      { querystring: incompleteChartsQuerySchema, reply: incompleteChartsReportSchema },
    ),
    (request) => charts.incompleteCharts(request.query),
  );

  app.get('/notes/stale-drafts', route({ capability: 'note.write' }, { reply: staleNoteDraftsSchema }), (request) =>
    charts.staleDrafts(currentUser(request)),
  );
};
