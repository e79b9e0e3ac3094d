import {
  consultationSignatureSchema,
  consultationSignaturesResponseSchema,
  followUpParamsSchema,
  noteAmendmentInputSchema,
  patientIdParamsSchema,
  signNoteInputSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponsesFor, routeOptionsFor } from '../http/route-schemas.ts';
import type { ConsultationSigningService } from './consultation-signing.service.ts';

const route = routeOptionsFor('notes');
/** Signing routes also answer 400 for a wrong password or code and 429 past the sign-in limits. */
const signingRoute = routeOptionsFor('notes', errorResponsesFor(400, 401, 403, 404, 409, 422, 429));
const write = { capability: 'note.write' } as const;
const initial = { entry: 'initial', index: null } as const;
const followUp = (index: number) => ({ entry: 'follow_up', index }) as const;

export const consultationSigningRoutes: FastifyPluginAsyncZod<{ consultations: ConsultationSigningService }> = async (
  app,
  { consultations },
) => {
  // Whoever reads the consultation reads what signs and amends it.
  app.get(
    '/patients/:id/consultation/signatures',
    route(
      { capability: 'patient.read' },
      { params: patientIdParamsSchema, reply: consultationSignaturesResponseSchema },
    ),
    (request) => consultations.list(request.params.id),
  );

  app.post(
    '/patients/:id/consultation/sign',
    signingRoute(write, {
      params: patientIdParamsSchema,
      body: signNoteInputSchema,
      reply: consultationSignatureSchema,
    }),
    (request) => consultations.sign(currentUser(request), request.params.id, initial, request.body, request.ip),
  );

  app.post(
    '/patients/:id/consultation/amendments',
    signingRoute(write, {
      params: patientIdParamsSchema,
      body: noteAmendmentInputSchema,
      reply: consultationSignatureSchema,
    }),
    (request) => consultations.amend(currentUser(request), request.params.id, initial, request.body, request.ip),
  );

  app.post(
    '/patients/:id/succeeding-consultations/:index/sign',
    signingRoute(write, {
      params: followUpParamsSchema,
      body: signNoteInputSchema,
      reply: consultationSignatureSchema,
    }),
    (request) =>
      consultations.sign(
        currentUser(request),
        request.params.id,
        followUp(request.params.index),
        request.body,
        request.ip,
      ),
  );

  app.post(
    '/patients/:id/succeeding-consultations/:index/amendments',
    signingRoute(write, {
      params: followUpParamsSchema,
      body: noteAmendmentInputSchema,
      reply: consultationSignatureSchema,
    }),
    (request) =>
      consultations.amend(
        currentUser(request),
        request.params.id,
        followUp(request.params.index),
        request.body,
        request.ip,
      ),
  );
};
