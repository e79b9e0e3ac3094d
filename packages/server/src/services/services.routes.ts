import { serviceInputSchema, serviceListResponseSchema, serviceSchema } from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { idParams, routeOptionsFor } from '../http/route-schemas.ts';
import type { ServicesService } from './services.service.ts';

const read = { capability: 'service.read' } as const;
const manage = { capability: 'service.manage' } as const;
const route = routeOptionsFor('services');

export const servicesRoutes: FastifyPluginAsyncZod<{ services: ServicesService }> = async (app, { services }) => {
  app.get('/services', route(read, { reply: serviceListResponseSchema }), () => services.list());

  app.post('/services', route(manage, { body: serviceInputSchema, reply: serviceSchema }), (request) =>
    services.create(currentUser(request), request.body),
  );

  app.put(
    '/services/:id',
    route(manage, { params: idParams, body: serviceInputSchema, reply: serviceSchema }),
    (request) => services.update(currentUser(request), request.params.id, request.body),
  );
};
