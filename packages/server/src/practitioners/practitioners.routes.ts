import {
  practitionerInputSchema,
  practitionerParamsSchema,
  practitionerRosterSchema,
  practitionerSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { routeOptionsFor } from '../http/route-schemas.ts';
import type { PractitionersService } from './practitioners.service.ts';

// Writing is the practitioner's own or an administrator's: the service checks which.
const read = { capability: 'practitioner.read' } as const;
const route = routeOptionsFor('practitioners');

export const practitionersRoutes: FastifyPluginAsyncZod<{ practitioners: PractitionersService }> = async (
  app,
  { practitioners },
) => {
  app.get('/practitioners', route(read, { reply: practitionerRosterSchema }), () => practitioners.roster());

  app.get(
    '/practitioners/:userId',
    route(read, { params: practitionerParamsSchema, reply: practitionerSchema }),
    (request) => practitioners.get(request.params.userId),
  );

  app.put(
    '/practitioners/:userId',
    route(read, { params: practitionerParamsSchema, body: practitionerInputSchema, reply: practitionerSchema }),
    (request) => practitioners.save(currentUser(request), request.params.userId, request.body),
  );
};
