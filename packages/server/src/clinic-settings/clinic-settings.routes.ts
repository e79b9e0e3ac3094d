import { clinicSettingsInputSchema, clinicSettingsSchema } from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponsesFor, routeOptionsFor } from '../http/route-schemas.ts';
import type { ClinicSettingsService } from './clinic-settings.service.ts';

const route = routeOptionsFor('clinic-settings', errorResponsesFor(401, 403, 422));

export const clinicSettingsRoutes: FastifyPluginAsyncZod<{ clinicSettings: ClinicSettingsService }> = async (
  app,
  { clinicSettings },
) => {
  app.get('/clinic-settings', route({ capability: 'clinic.read' }, { reply: clinicSettingsSchema }), () =>
    clinicSettings.read(),
  );

  app.put(
    '/clinic-settings',
    route({ capability: 'clinic.manage' }, { body: clinicSettingsInputSchema, reply: clinicSettingsSchema }),
    (request) => clinicSettings.save(currentUser(request), request.body),
  );
};
