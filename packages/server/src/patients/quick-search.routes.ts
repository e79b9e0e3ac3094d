import { quickSearchQuerySchema, quickSearchResponseSchema } from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponsesFor } from '../http/route-schemas.ts';
import type { QuickSearchService } from './quick-search.service.ts';

export const quickSearchRoutes: FastifyPluginAsyncZod<{ quickSearch: QuickSearchService }> = async (
  app,
  { quickSearch },
) => {
  app.get(
    '/patients/search',
    {
      config: { capability: 'patient.read' },
      schema: {
        tags: ['patients'],
        description: 'Patients by any part of the name (any order, one typo, accents ignored), phone, e-mail or id.',
        querystring: quickSearchQuerySchema,
        response: { 200: quickSearchResponseSchema, ...errorResponsesFor(401, 403, 422) },
      },
    },
    (request) => quickSearch.search(request.query),
  );
};
