import { faceAnnotationSetSchema, saveFaceAnnotationsInputSchema } from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, procedureIdParams } from '../http/route-schemas.ts';
import { currentUser } from '../http/auth-guard.ts';
import type { FaceAnnotationsService } from './face-annotations.service.ts';

const pointParams = procedureIdParams.extend({ pointId: z.string().min(1).max(100) });
const tags = ['face-annotations'];
const write = { capability: 'procedure.write' } as const;
const response = { 200: faceAnnotationSetSchema, ...errorResponses };

export const faceAnnotationsRoutes: FastifyPluginAsyncZod<{ faceAnnotations: FaceAnnotationsService }> = async (
  app,
  { faceAnnotations },
) => {
  app.get(
    '/face-annotations/procedure/:procedureId',
    { config: { capability: 'procedure.read' }, schema: { tags, params: procedureIdParams, response } },
    (request) => faceAnnotations.getByProcedure(request.params.procedureId),
  );

  app.post(
    '/face-annotations',
    { config: write, schema: { tags, body: saveFaceAnnotationsInputSchema, response } },
    (request) => faceAnnotations.save(currentUser(request), request.body),
  );

  app.delete(
    '/face-annotations/:procedureId/points/:pointId',
    { config: write, schema: { tags, params: pointParams, response } },
    (request) => faceAnnotations.deletePoint(currentUser(request), request.params.procedureId, request.params.pointId),
  );
};
